import { HttpError } from './http-error';

/** Network errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** postgres.js's own codes for a connection that ended or never came. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // a transaction the driver could not keep to one connection (patches/postgres@3.4.9.patch closes
  // the known race): nothing was written, so 503 and a retry, never 500
  'UNSAFE_TRANSACTION',
]);
/** PostgreSQL's connection exceptions (class 08), shutdown and start-up (57P01-03), too many connections. */
const SERVER_CODES = /^(08|57P0[123]$|53300$)/;

/**
 * Whether an error means the database cannot be reached (a restart, a cut connection, the embedded
 * database's socket gone: ENOENT on connect), as opposed to a query that failed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; syscall?: unknown };
  if (typeof e?.code !== 'string') return false;
  if (e.name === 'PostgresError') return SERVER_CODES.test(e.code);
  if (NETWORK_CODES.has(e.code) || DRIVER_CODES.has(e.code)) return true;
  return e.code === 'ENOENT' && e.syscall === 'connect';
}

/** The answer for it: 503 `unavailable` with Retry-After, the same for every route. */
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    { code: 'server.databaseUnavailable' },
    {
      code: 'unavailable',
      headers: { 'retry-after': '5' },
    },
  );
}
