import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';

/** The process: environment, logger, database, listen, graceful shutdown. */
async function main() {
  // the repository's .env, if any; variables already in the environment win
  const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  const pretty =
    config.nodeEnv === 'development' && (await import('pino-pretty').then(() => true).catch(() => false));
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };

  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.dataDir,
    poolSize: config.database.poolSize,
  });
  const app = await buildApp({ config, database }, logger);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  app.log.info(
    { database: database.kind, dataDir: config.dataDir },
    `Reign is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
  );
}

main().catch((err: unknown) => {
  console.error('Reign could not start:', err);
  process.exit(1);
});
