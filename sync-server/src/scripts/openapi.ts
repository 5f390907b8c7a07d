// Writes docs/api/openapi.json from the routes (run: pnpm --filter @reign/sync-server openapi).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { endpointUrl, startEmbeddedPostgres } from '../db/embedded';

export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/api/openapi.json', import.meta.url));

const embedded = await startEmbeddedPostgres('memory://', 1);
const url = endpointUrl(embedded.endpoint);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/reign-openapi',
  SESSION_SECRET: 'x'.repeat(32),
});
const app = await buildApp({
  config,
  database: await openDatabase({ url, dataDir: config.dataDir, poolSize: 1 }),
});
const spec = app.swagger();
mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, `${JSON.stringify(spec, null, 2)}\n`);
await app.close();
await embedded.stop();
console.log(`wrote ${OPENAPI_FILE}`);
