// Creates the administrator (user id 1) of a new installation, as the setup link the server prints
// does (README, docs/operations.md):
//   pnpm --filter @reign/sync-server create-admin -- <username> <password> [email]
// (or ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL). Refuses when user id 1 already exists.
// On PostgreSQL it works while servers run. The embedded database belongs to one process: while a
// server has it open this refuses ('Stop the server first') without touching its files.
import { authMessages, passwordField, usernameField } from '@reign/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { EmbeddedDatabaseInUse } from '../db/embedded';
import { migrate } from '../db/migrate';
import { hashPassword, newReferralCode } from '../modules/auth';
import { removeSetupTokens } from '../modules/setup';
import { insertAdministrator } from '../modules/users';

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
let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase({ url: config.database.url, dataDir: config.dataDir, poolSize: 1 });
} catch (err) {
  if (err instanceof EmbeddedDatabaseInUse) {
    console.error(
      `Stop the server first: ${err.message}\n` +
        'Or open the setup link the server printed in its log when it started (/setup?token=…).',
    );
    process.exit(1);
  }
  throw err;
}
try {
  await migrate(db.sql);
  const hash = await hashPassword(password.data);
  const outcome = await db.sql.begin(async (tx) => {
    let result: Awaited<ReturnType<typeof insertAdministrator>> = 'code-taken';
    for (let attempt = 0; result === 'code-taken' && attempt < 5; attempt++) {
      result = await insertAdministrator(tx, {
        username: username.data,
        passwordHash: hash,
        email,
        referralCode: newReferralCode(),
      });
    }
    if (typeof result === 'object') await removeSetupTokens(tx);
    return result;
  });
  if (outcome === 'username-taken') throw new Error(authMessages.usernameTaken);
  if (outcome === 'code-taken') throw new Error('could not find a free referral code');
  console.log(
    outcome === 'exists'
      ? 'user id 1 exists already; nothing changed'
      : `administrator "${username.data}" created (user id 1)`,
  );
} finally {
  await db.close();
}
