import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { type CodedMessage, errorCodeForStatus, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';
import { keptQueryValidator } from './lib/kept-query-validator';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { trustProxyOption } from './lib/trust-proxy';
import { shortRequestLogs } from './logging';
import { accountRoutes } from './modules/account';
import { aiRoutes } from './modules/ai';
import { authRoutes } from './modules/auth';
import { bibleRoutes, bibleSearchRoutes, commentaryRoutes, findChapter, topicRoutes } from './modules/bible';
import { circleGatheringRoutes } from './modules/circle-gatherings';
import { circlePrayerRoutes } from './modules/circle-prayers';
import { circleReadingRoutes } from './modules/circle-readings';
import { circleRoutes } from './modules/circles';
import { dailyActionRoutes } from './modules/daily-actions';
import { emailRoutes } from './modules/email';
import { entryRoutes } from './modules/entries';
import { goalRoutes } from './modules/goals';
import { healthRoutes } from './modules/health';
import { passwordResetAdminRoutes, passwordResetRoutes } from './modules/password-reset';
import { paymentRoutes } from './modules/payments';
import { prayerWallRoutes } from './modules/prayer-wall';
import { prayerRoutes, releaseShares } from './modules/prayers';
import { profileRoutes } from './modules/profile';
import { readingPlanRoutes } from './modules/reading-plans';
import { reflectionRoutes } from './modules/reflections';
import { reminderJobs, reminderRoutes } from './modules/reminders';
import { giveawayAdminRoutes, pointsAdminRoutes, rewardRoutes } from './modules/rewards';
import {
  cachedTodayScripture,
  debugRoutes,
  scriptureAdminRoutes,
  scriptureRoutes,
  upcomingScriptureRoutes,
} from './modules/scripture';
import { sendfoxAdminRoutes } from './modules/sendfox';
import { seriesAdminRoutes, seriesRoutes } from './modules/series';
import { setupRoutes } from './modules/setup';
import { syncRoutes } from './modules/sync';
import { goalTasks, taskRoutes } from './modules/tasks';
import { uploadRoutes, uploadSweepJob } from './modules/uploads';
import { findUserById, usersAdminRoutes } from './modules/users';
import aiPlugin, { type AiClient } from './plugins/ai';
import authPlugin from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import openapiPlugin from './plugins/openapi';
import paymentsPlugin from './plugins/payments';
import pushPlugin from './plugins/push';
import securityPlugin from './plugins/security';
import sendfoxPlugin from './plugins/sendfox';
import sessionPlugin, { SESSION_COOKIE } from './plugins/session';
import sessionBodyGuard from './plugins/session-body-guard';
import storagePlugin from './plugins/storage';
import webAppPlugin from './plugins/web-app';
import { installBuiltinSeries } from './seed/install-builtin-series';
import { seedDemoSeries } from './seed/seed-demo-series';

export interface AppOptions {
  config: Config;
  database: Database;
  /** close the database with the app (default true) */
  closeDatabase?: boolean;
  /** the clock (tests move it); the real time by default */
  clock?: () => Date;
  /** an AI client other than the one the config describes (tests) */
  aiClient?: AiClient;
  /** mutations per sync push transaction, asked at each push (the sync simulation varies it) */
  syncMutationsPerTransaction?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the current time; every rule that depends on the day reads this */
    now: () => Date;
  }
}

/**
 * The whole app as one plugin, in a fixed order: infrastructure (errors, database, security,
 * sessions, OpenAPI), then the feature modules, then the web app and its 404 handling.
 */
export const app = fp<AppOptions>(
  async (fastify, opts) => {
    fastify.setValidatorCompiler(keptQueryValidator);
    fastify.setSerializerCompiler(serializerCompiler);
    fastify.decorate('now', opts.clock ?? (() => new Date()));

    await fastify.register(errorsPlugin);
    // before every route: it sets itself on each route as the route is added
    await fastify.register(compressionPlugin);
    await fastify.register(dbPlugin, {
      database: opts.database,
      closeOnShutdown: opts.closeDatabase !== false,
    });
    // the series Reign ships with, once per server (never again after an admin edits or deletes one)
    const installed = await installBuiltinSeries(opts.database.sql);
    if (installed) fastify.log.info({ installed }, `built-in series installed: ${installed}`);
    if (opts.config.seedDemo) {
      const added = await seedDemoSeries(opts.database.sql);
      if (added) fastify.log.info({ added }, 'sample series added (SEED_DEMO)');
    }
    await fastify.register(authPlugin, { findUser: findUserById });
    await fastify.register(securityPlugin, { config: opts.config });
    await fastify.register(openapiPlugin);
    await fastify.register(mailPlugin, { config: opts.config });
    await fastify.register(paymentsPlugin, { config: opts.config });
    await fastify.register(sendfoxPlugin, { config: opts.config });
    await fastify.register(storagePlugin, { root: join(opts.config.dataDir, 'uploads'), s3: opts.config.s3 });
    await fastify.register(pushPlugin, { config: opts.config });
    await fastify.register(jobsPlugin, { pollSeconds: opts.config.jobsPollSeconds });
    await fastify.register(aiPlugin, {
      config: opts.config,
      ...(opts.aiClient ? { client: opts.aiClient } : {}),
    });

    // Routes that never read a session stay outside the session's scope: @fastify/session makes and
    // signs a session for every request it sees, which cost the busiest public reads a third of
    // their throughput (see docs/performance.md).
    await fastify.register(reminderJobs);
    await fastify.register(uploadSweepJob);
    await fastify.register(healthRoutes);
    await fastify.register(scriptureRoutes);
    await fastify.register(bibleRoutes);
    await fastify.register(bibleSearchRoutes);
    await fastify.register(commentaryRoutes);
    await fastify.register(topicRoutes);
    await fastify.register(async (withSessions) => {
      await withSessions.register(sessionPlugin, { config: opts.config });
      // 401 for a signed-out caller and 413 by Content-Length, before any body is read
      await withSessions.register(sessionBodyGuard);
      await withSessions.register(authRoutes, { config: opts.config });
      await withSessions.register(setupRoutes, { config: opts.config });
      await withSessions.register(emailRoutes, { config: opts.config });
      await withSessions.register(passwordResetRoutes, { config: opts.config });
      await withSessions.register(entryRoutes);
      await withSessions.register(goalRoutes, { goalTasks });
      await withSessions.register(taskRoutes);
      await withSessions.register(prayerRoutes);
      await withSessions.register(circleRoutes, { release: releaseShares });
      await withSessions.register(circlePrayerRoutes);
      await withSessions.register(circleReadingRoutes);
      await withSessions.register(circleGatheringRoutes);
      await withSessions.register(prayerWallRoutes);
      await withSessions.register(readingPlanRoutes);
      await withSessions.register(profileRoutes);
      await withSessions.register(dailyActionRoutes);
      await withSessions.register(syncRoutes, {
        mutationsPerTransaction: opts.syncMutationsPerTransaction,
      });
      await withSessions.register(aiRoutes, { config: opts.config });
      await withSessions.register(paymentRoutes);
      await withSessions.register(reflectionRoutes);
      await withSessions.register(seriesRoutes);
      await withSessions.register(rewardRoutes, { config: opts.config });
      // the admin area (access 'admin': user id 1), each in the module of the tables it changes
      const { uploadsPerHour } = opts.config;
      await withSessions.register(scriptureAdminRoutes);
      // multipart only for the routes that take a file (sizes are set per route): its hooks (a
      // listener and two promises) would run on every request
      await withSessions.register(async (withFiles) => {
        await withFiles.register(fastifyMultipart, {
          limits: { fileSize: 1024 * 1024, files: 1, fields: 5 },
        });
        await withFiles.register(uploadRoutes, { uploadsPerHour });
        await withFiles.register(giveawayAdminRoutes, { uploadsPerHour });
      });
      await withSessions.register(debugRoutes);
      await withSessions.register(upcomingScriptureRoutes);
      await withSessions.register(seriesAdminRoutes);
      await withSessions.register(usersAdminRoutes);
      await withSessions.register(pointsAdminRoutes);
      await withSessions.register(passwordResetAdminRoutes, { config: opts.config });
      await withSessions.register(sendfoxAdminRoutes);
      await withSessions.register(accountRoutes, { release: releaseShares, config: opts.config });
      await withSessions.register(reminderRoutes);
    });

    await fastify.register(webAppPlugin, {
      webDistDir: opts.config.webDistDir,
      serveWeb: opts.config.nodeEnv === 'production',
      sessionCookie: SESSION_COOKIE,
      // the first screen of / is rendered with today's scripture, cached as the route caches it
      // in the visitor's language, for their zone's today (both from cookies: web-app.ts)
      todayScripture: (language, zone) =>
        cachedTodayScripture(
          { ai: fastify.ai, db: fastify.db.sql, log: fastify.log, allowed: true, language },
          fastify.now(),
          zone,
        ),
      // a chapter's page carries its text (issue 53)
      chapter: findChapter,
    });
  },
  { name: 'reign-app' },
);

const FRAMEWORK_ERROR_MESSAGES: Record<string, CodedMessage> = {
  FST_ERR_BAD_URL: { code: 'server.badAddress' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'server.addressPartTooLong' },
};

/** Fastify options that depend on config (logger is the caller's). */
/** How long start-up (migrations, the first session prune) may take before the server gives up. */
export const PLUGIN_TIMEOUT_MS = 120_000;

export function fastifyOptions(config: Config): FastifyServerOptions {
  return {
    trustProxy: trustProxyOption(config.trustProxy),
    // 1 MiB for any JSON body; the routes that need more (sync push, account import) say so in the
    // contract. File uploads are multipart and limited per route.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A fresh embedded database runs every migration before the app is ready: on a small or busy
    // machine (a Raspberry Pi at boot, a CI box running four builds) that outlasts Fastify's 10 s
    // default and the server would refuse to start. Two minutes still ends a start that truly hangs.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // the client sends its own ids; never let a crafted header choose ours
    genReqId: undefined,
    // a request's logger is made when it first writes a line (most write none below `info`)
    childLoggerFactory: lazyChildLogger,
    // errors the router raises before any route runs, in the API's one shape
    frameworkErrors(error, _request, reply) {
      const said = FRAMEWORK_ERROR_MESSAGES[error.code] ?? { code: 'server.notValid' };
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .code(status)
        .send({ ...spoken(said), code: errorCodeForStatus(status) });
    },
  };
}

/** Builds a ready app (tests and server.ts). */
export async function buildApp(
  opts: AppOptions,
  logger: FastifyServerOptions['logger'] = false,
  /** shortRequestLogs: one short line per request (a terminal) instead of Fastify's two */
  logging: { shortRequestLogs?: boolean } = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    ...fastifyOptions(opts.config),
    logger,
    ...(logging.shortRequestLogs
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
  });
  if (logging.shortRequestLogs) shortRequestLogs(fastify);
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
