import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, endpointUrl, startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate } from '../../src/db/migrate';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertAdministrator } from '../../src/modules/users/user-repository';
import { createThrowawayDatabase } from './throwaway.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'postgres' | 'embedded';
  }
}

/** Prepares one migrated database for the whole run and removes it afterwards. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl, 'reign_test');
    await migrateOnce(database.url);
    project.provide('databaseUrl', database.url);
    project.provide('databaseKind', 'postgres');
    console.log(`[server tests] PostgreSQL at ${new URL(database.url).host}, database ${database.name}`);
    return database.drop;
  }

  // memory:// keeps the run fast; the embedded-on-disk path has its own test (embedded.test.ts)
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres('memory://', 4);
  const url = endpointUrl(embedded.endpoint);
  if (!url) throw new Error('the embedded test database must listen on TCP');
  await migrateOnce(url);
  project.provide('databaseUrl', url);
  project.provide('databaseKind', 'embedded');
  console.log('[server tests] embedded PGlite database');
  return async () => {
    await embedded.stop();
  };
}

/** The administrator (user id 1) every run has, signed in by `signInAdmin` in the harness. */
export const TEST_ADMIN = { username: 'reign_admin', password: 'admin-password-1' };

async function migrateOnce(url: string) {
  const sql = postgres(url, { max: 1, transform: postgres.camel, onnotice: () => {} });
  await migrate(sql as never);
  const hash = await hashPassword(TEST_ADMIN.password);
  await sql.begin((tx) =>
    insertAdministrator(tx as never, {
      username: TEST_ADMIN.username,
      passwordHash: hash,
      email: 'admin@reign.test',
      referralCode: 'ADMIN001',
    }),
  );
  await sql.end();
}
