import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { persistedVapidKeys, type VapidKeys, vapidKeyProblem } from './lib/vapid-keys';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A comma-separated list of URLs (empty when unset). */
const urlList = (message: string) =>
  z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url(message)));

/** Every variable the server reads. .env.example documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_MAX_AGE_DAYS: positiveInt(30),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { message: 'use auto, true or false' }).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ('trust' in parsed) return parsed.trust;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: value });
      return z.NEVER;
    }),
  ALLOWED_ORIGINS: urlList('each allowed origin must be a URL such as https://app.example.com'),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_PER_USERNAME: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  WEB_DIST_DIR: z.string().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: positiveInt(8000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  AI_RATE_LIMIT_PER_HOUR: positiveInt(60),
  UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Reign <no-reply@localhost>'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z.url('must be a URL such as https://api.stripe.com').optional(),
  SENDFOX_API_TOKEN: z.string().min(1).optional(),
  SENDFOX_API_URL: z.url('must be a URL such as https://api.sendfox.com').default('https://api.sendfox.com'),
  SEED_DEMO: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.us-east-1.amazonaws.com').optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(''),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
    .default('mailto:no-reply@localhost'),
  PUSH_SERVICE_ORIGINS: urlList('each push service origin must be a URL such as https://push.example.com'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
});

export type Env = z.input<typeof envSchema>;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { url: string | undefined; poolSize: number };
  session: { secret: string; maxAgeDays: number; cookieSecure: 'auto' | boolean };
  /** the proxies that may say who the client is (lib/trust-proxy.ts) */
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  authRateLimit: { perIp: number; perUsername: number; windowSeconds: number };
  /** file uploads (audio, images) one account may make in an hour */
  uploadsPerHour: number;
  /** an S3-compatible bucket for uploads; local disk under DATA_DIR/uploads when absent */
  s3: S3Options | undefined;
  webDistDir: string;
  logLevel: string;
  /** add the sample series at start when they are missing */
  seedDemo: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  sendfox: { token: string | undefined; apiUrl: string };
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  };
  push: {
    vapid: VapidKeys;
    /** the contact push services may use (VAPID `sub`) */
    subject: string;
    /** push services besides the browsers' own that subscriptions may point at (tests, self-hosted) */
    extraOrigins: string[];
  };
  /** seconds between looks for due jobs (morning reminders); 0: this process runs none */
  jobsPollSeconds: number;
  ai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    perHour: number;
  };
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3Options {
  /** the service's address; objects are addressed path-style: <endpoint>/<bucket>/<key> */
  endpoint: string;
  bucket: string;
  /** put before every key, for example 'reign/' */
  prefix: string;
  credentials: S3Credentials;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const s3Given = S3_REQUIRED.filter((k) => e[k] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_REQUIRED.length) {
    throw new ConfigError(
      S3_REQUIRED.filter((k) => e[k] === undefined).map(
        (k) => `${k}: required when uploads go to S3 (${s3Given.join(', ')} set)`,
      ),
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const vapid = vapidFrom(e, dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    session: {
      secret: e.SESSION_SECRET ?? persistedSessionSecret(dataDir),
      maxAgeDays: e.SESSION_MAX_AGE_DAYS,
      cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    },
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perUsername: e.AUTH_RATE_LIMIT_PER_USERNAME,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    uploadsPerHour: e.UPLOAD_RATE_LIMIT_PER_HOUR,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            prefix: e.S3_PREFIX,
            credentials: {
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              region: e.S3_REGION,
            },
          }
        : undefined,
    webDistDir: resolve(serverRoot, e.WEB_DIST_DIR ?? '../web/dist'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sendfox: { token: e.SENDFOX_API_TOKEN, apiUrl: e.SENDFOX_API_URL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    push: {
      vapid,
      subject: e.VAPID_SUBJECT,
      extraOrigins: e.PUSH_SERVICE_ORIGINS.map((o) => new URL(o).origin),
    },
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    ai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      perHour: e.AI_RATE_LIMIT_PER_HOUR,
    },
  };
}

/** VAPID keys from the environment (both or neither), else the pair kept in DATA_DIR. */
function vapidFrom(e: z.output<typeof envSchema>, dataDir: string): VapidKeys {
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError([`${missing}: required when the other VAPID key is set`]);
  }
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) return persistedVapidKeys(dataDir);
  const keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  const problem = vapidKeyProblem(keys);
  if (problem) throw new ConfigError([`VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: ${problem}`]);
  return keys;
}

/** A fresh install needs no secret: one is made on first start and kept in DATA_DIR. */
function persistedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
