import { describe, expect, it } from 'vitest';
import {
  destroyUserSessions,
  PostgresSessionStore,
  pruneExpiredSessions,
} from '../src/plugins/session-store';
import { connectTestDatabase, createTestApp, registerUser } from './support/harness';

describe('the PostgreSQL session store', () => {
  it('ignores expired sessions and prunes them', async () => {
    const db = await connectTestDatabase();
    try {
      const store = new PostgresSessionStore(db.sql, 60_000);
      const sid = `expired-${Date.now()}`;
      // an expired row written straight in: the store itself never writes one
      await db.sql`insert into sessions (sid, sess, expires_at) values (${sid}, '{}', now() - interval '1 minute')`;
      const found = await new Promise((resolve, reject) =>
        store.get(sid, (err, session) => (err ? reject(err) : resolve(session))),
      );
      expect(found).toBeNull();
      expect(await pruneExpiredSessions(db.sql)).toBeGreaterThanOrEqual(1);
      expect(await db.sql`select 1 from sessions where sid = ${sid}`).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('can end every session of one user', async () => {
    const app = await createTestApp();
    try {
      const { cookies, user } = await registerUser(app);
      const again = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: 'correct horse battery' },
      });
      expect(again.statusCode).toBe(200);
      expect(await destroyUserSessions(app.db.sql, user.id)).toBe(2);
      expect((await app.inject({ method: 'GET', url: '/api/user', cookies })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
