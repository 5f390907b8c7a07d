import { describe, expect, it } from 'vitest';
import { circleChanges, latest, pray, sharedPrayer } from './support/circle-prayers';
import { circleAs, joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { TEST_ADMIN } from './support/global-setup';
import { as, bodyOf, type SignedIn, signIn, signInAdmin } from './support/harness';

// Deleting an account (issue 52, docs/decisions.md 'Deleting an account'): the password proves the
// owner; the person leaves every circle as by leaving, their taps leave every circle as tombstones,
// and nothing of theirs stays in any table.

const app = fileTestApp();

const deleteAs = (who: { cookies: Record<string, string> }, password: string) =>
  as(app, who).delete('/api/user', { password });

/** Every table with a `user_id` column, and how many of its rows name this account. */
async function rowsNaming(userId: number): Promise<Record<string, number>> {
  const { sql } = app.db;
  const tables = await sql<{ table: string }[]>`
    select table_name as "table" from information_schema.columns
    where column_name in ('user_id', 'asker_id') and table_schema = current_schema()`;
  const found: Record<string, number> = {};
  for (const { table } of tables) {
    const columns = await sql<{ column: string }[]>`
      select column_name as "column" from information_schema.columns
      where table_name = ${table} and table_schema = current_schema() and column_name in ('user_id', 'asker_id')`;
    for (const { column } of columns) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from ${sql(table)} where ${sql(column)} = ${userId}`;
      if (row && row.n > 0) found[`${table}.${column}`] = row.n;
    }
  }
  return found;
}

describe('deleting an account', () => {
  it('needs the password: a wrong one deletes nothing and says so', async () => {
    const ana = await newPerson(app, 'Ana');
    const wrong = await deleteAs(ana, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That password is not right. Your account was not deleted.',
      messageCode: 'auth.deletePasswordWrong',
    });
    expect((await as(app, ana).get('/api/user')).statusCode).toBe(200);
    const empty = await deleteAs(ana, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Password is required');
  });

  it("keeps the administrator's account, which runs the server", async () => {
    const admin = await signInAdmin(app);
    const kept = await deleteAs(admin, TEST_ADMIN.password);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      "The administrator's account cannot be deleted: it runs this Reign server.",
    );
    expect((await as(app, admin).get('/api/user')).statusCode).toBe(200);
  });

  it('takes the person out of every circle and every table; members’ devices are told', async () => {
    const ana = await newPerson(app, 'Ana');
    const ben = await newPerson(app, 'Ben');
    const circle = await newCircle(app, ben);
    const { code } = await newInvite(app, ben, circle.id);
    await joined(app, ana, code);
    const hers = await sharedPrayer(app, ana, circle.id, { title: 'For my exams' });
    const his = await sharedPrayer(app, ben, circle.id, { title: 'For my father' });
    const tap = await bodyOf(200, pray(app, ben, circle.id, hers.id));
    const before = await circleChanges(app, ana, circle.id);
    expect(latest(before.changes, 'circlePrayers', his.id)?.row).toMatchObject({ title: 'For my father' });

    const gone = await bodyOf(200, deleteAs(ben, ben.password));
    expect(gone).toMatchObject({ message: 'Your account and everything in it were deleted.' });

    // Ana's device, pulling from where it was: his request and his prayer for hers are tombstones
    const after = await circleChanges(app, ana, circle.id, before.cursor);
    expect(latest(after.changes, 'circlePrayers', his.id)).toMatchObject({ deleted: true, row: null });
    expect(latest(after.changes, 'circlePrayerMarks', tap.id)).toMatchObject({ deleted: true, row: null });
    // the circle lives on, led by Ana (its last leader left)
    const detail = await circleAs(app, ana, circle.id);
    expect(detail.members.map((m) => [m.userId, m.role])).toEqual([[ana.user.id, 'leader']]);
    // he is signed out everywhere, cannot sign in, and no row names him
    expect((await as(app, ben).get('/api/user')).statusCode).toBe(401);
    expect((await signIn(app, ben.user.username, ben.password)).statusCode).toBe(401);
    expect(await rowsNaming(ben.user.id)).toEqual({});
  });

  it('a member who left a circle long ago: their prayers there leave it too', async () => {
    const ana = await newPerson(app, 'Ana');
    const ben: SignedIn = await newPerson(app, 'Ben');
    const circle = await newCircle(app, ana);
    const { code } = await newInvite(app, ana, circle.id);
    await joined(app, ben, code);
    const hers = await sharedPrayer(app, ana, circle.id, { title: 'For rain' });
    const tap = await bodyOf(200, pray(app, ben, circle.id, hers.id));
    await bodyOf(200, as(app, ben).post(`/api/circles/${circle.id}/leave`));
    const before = await circleChanges(app, ana, circle.id);
    expect(latest(before.changes, 'circlePrayerMarks', tap.id)?.row).toBeTruthy();
    await bodyOf(200, deleteAs(ben, ben.password));
    const after = await circleChanges(app, ana, circle.id, before.cursor);
    expect(latest(after.changes, 'circlePrayerMarks', tap.id)).toMatchObject({ deleted: true });
  });
});
