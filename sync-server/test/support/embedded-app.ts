import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connect';

/**
 * The real app as a self-hosted start without DATABASE_URL makes it: the embedded database (PGlite)
 * kept under `dataDir`, which is also its DATA_DIR.
 */
export async function buildEmbeddedApp(dataDir: string, poolSize: number): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  return buildApp({ config, database: await openDatabase({ url: undefined, dataDir, poolSize }) });
}
