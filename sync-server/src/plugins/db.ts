import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** run pending migrations at start (under the advisory lock); on by default */
  migrate?: boolean;
  /** close the database when the app closes; tests that share one database turn this off */
  closeOnShutdown?: boolean;
}

/** Decorates the app with the database opened by the process (server.ts) or by the test harness. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    app.decorate('db', opts.database);
    if (opts.migrate !== false) {
      const applied = await migrate(opts.database.sql);
      const latest = applied.at(-1);
      if (latest !== undefined)
        app.log.info({ applied }, `database migrations applied: ${applied.length}, now at ${latest}`);
    }
    if (opts.closeOnShutdown !== false) {
      app.addHook('onClose', async () => {
        await opts.database.close();
      });
    }
  },
  { name: 'db' },
);
