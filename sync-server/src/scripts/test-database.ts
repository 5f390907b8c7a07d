// For test runners outside vitest (the browser tests): make or drop a throwaway database on the
// PostgreSQL server named by TEST_DATABASE_URL.
//   tsx src/scripts/test-database.ts create        -> prints the new database's URL
//   tsx src/scripts/test-database.ts drop <url>
import postgres from 'postgres';

const [command, target] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('TEST_DATABASE_URL is not set');
  process.exit(2);
}
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
try {
  if (command === 'create') {
    const name = `reign_e2e_${process.pid}_${Date.now().toString(36)}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.stdout.write(`${url.toString()}\n`);
  } else if (command === 'drop' && target) {
    const name = new URL(target).pathname.slice(1);
    if (!/^reign_e2e_[a-z0-9_]+$/.test(name))
      throw new Error(`refusing to drop ${name}: not a test database`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } else {
    console.error('usage: test-database.ts create | drop <url>');
    process.exitCode = 2;
  }
} finally {
  await admin.end();
}
