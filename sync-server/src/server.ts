import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { keepDataPrivate } from './lib/private-files';
import { listenText, loggerOptions, prettyAvailable } from './logging';
import { warmReflections } from './modules/ai';

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

  // a terminal gets short readable lines; anything else (a file, a collector) JSON
  const pretty = process.stdout.isTTY === true && (await prettyAvailable());
  const logger = loggerOptions(config.logLevel, pretty);

  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.dataDir,
    poolSize: config.database.poolSize,
  });
  const app = await buildApp({ config, database }, logger, { shortRequestLogs: pretty });
  await keepDataPrivate(config.dataDir, app.log);

  // A promise that failed with nobody waiting for it (a background loop's query while the database
  // is away) is logged, not a reason to stop answering everyone: see docs/decisions.md. An uncaught
  // exception still closes the process gracefully.
  process.on('unhandledRejection', (err) => {
    app.log.error({ err }, 'unhandled promise rejection; the process keeps running');
  });
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  app.log.info(
    database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database',
  );
  await app.listen({ port: config.port, host: config.host, listenTextResolver: listenText(config.host) });
  // the day's first answer needs the commentaries' index: built now, not while a visitor waits
  warmReflections().catch((err: unknown) =>
    app.log.warn({ err }, 'the commentaries could not be read ahead'),
  );
}

main().catch((err: unknown) => {
  console.error('Reign could not start:', err);
  process.exit(1);
});
