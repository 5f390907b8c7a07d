// Creates the administrator (user id 1) on a new installation, before anyone registers:
//   pnpm --filter @reign/sync-server create-admin -- <username> <password> [email]
// (or ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL). Refuses when user id 1 already exists.
import { authMessages, passwordField, usernameField } from '@reign/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { hashPassword } from '../modules/auth/passwords';
import { newReferralCode } from '../modules/auth/referral-code';

const [argUser, argPassword, argEmail] = process.argv.slice(2).filter((a) => a !== '--');
const username = usernameField.safeParse(argUser ?? process.env.ADMIN_USERNAME ?? '');
const password = passwordField.safeParse(argPassword ?? process.env.ADMIN_PASSWORD ?? '');
if (!username.success || !password.success) {
  console.error(
    `usage: create-admin <username> <password> [email]\n${[
      username.error?.issues[0]?.message,
      password.error?.issues[0]?.message,
    ]
      .filter(Boolean)
      .join('\n')}`,
  );
  process.exit(2);
}
const email = argEmail ?? process.env.ADMIN_EMAIL ?? null;

const config = loadConfig();
const db = await openDatabase({ url: config.database.url, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrate(db.sql);
  const hash = await hashPassword(password.data);
  const created = await db.sql.begin(async (tx) => {
    const exists = await tx`select 1 from users where id = 1`;
    if (exists.length) return false;
    const taken = await tx`select 1 from users where lower(username) = lower(${username.data})`;
    if (taken.length) throw new Error(authMessages.usernameTaken);
    await tx`
      insert into users (id, username, password, email, referral_code)
      values (1, ${username.data}, ${hash}, ${email}, ${newReferralCode()})`;
    await tx`select setval(pg_get_serial_sequence('users', 'id'), greatest(1, (select max(id) from users)))`;
    return true;
  });
  console.log(
    created
      ? `administrator "${username.data}" created (user id 1)`
      : 'user id 1 exists already; nothing changed',
  );
} finally {
  await db.close();
}
