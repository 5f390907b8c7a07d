import {
  type CodedMessage,
  type ErrorBody,
  type ErrorCode,
  errorCodeForStatus,
  type MessageCode,
  messageOfIssue,
  spoken,
} from '@reign/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

// The contract's schemas are zod/mini, which loads no locale: a field without a message of its own
// is explained in English ("Invalid input: expected boolean, received string") to the log; the
// answer names the field (messageOfIssue).
z.config(z.locales.en());

/** Fastify's own 4xx codes, said in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, MessageCode | undefined> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'server.jsonOnly',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'server.emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'server.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'server.tooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'server.lengthMismatch',
};

/** Another 4xx of the framework or a plugin (its own English goes to the log). */
const BY_STATUS: Record<number, MessageCode | undefined> = {
  404: 'server.notFound',
  413: 'server.tooLarge',
  415: 'server.jsonOnly',
};

/** PostgreSQL's class 22 (data exception): a value the schema let through but a column cannot hold. */
const DATA_EXCEPTION = /^22/;

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (error as { name?: unknown }).name === 'PostgresError' &&
    typeof code === 'string' &&
    DATA_EXCEPTION.test(code)
  );
}

/**
 * A row written for an account that was deleted while the request was on its way (its session was
 * read just before): PostgreSQL's foreign-key violation against `users`. The person is signed out.
 */
function isAccountGone(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown; detail?: unknown };
  return (
    e.name === 'PostgresError' &&
    e.code === '23503' &&
    typeof e.detail === 'string' &&
    e.detail.includes('is not present in table "users"')
  );
}

/** The first schema failure as what a person is told (Fastify's view of a zod issue). */
function validationMessage(error: FastifyError): CodedMessage {
  const first = error.validation?.[0];
  if (!first) return { code: 'server.notValid' };
  const path = first.instancePath.split('/').filter((part) => part !== '');
  const params = first.params as { expected?: string; keys?: string[] } | undefined;
  if (path.length === 0 && first.keyword === 'invalid_type' && params?.expected === 'object') {
    return { code: 'server.notAnObject' };
  }
  return messageOfIssue({ message: first.message ?? '', code: first.keyword, path, keys: params?.keys });
}

/**
 * One error shape for the whole API: `{ message, messageCode, values?, code }`. The message is the
 * contract's, by its code (message-codes.ts), for the person using the app; `code` is for the app
 * (the contract's ERROR_CODES); 5xx answers never carry internals (they are logged with the
 * request id instead).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (status: number, said: CodedMessage, code: ErrorCode = errorCodeForStatus(status)) =>
        reply.code(status).send({ ...spoken(said), code } satisfies ErrorBody);
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(error.statusCode, error.said, error.code);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return send(400, validationMessage(error));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return send(400, { code: 'server.invalidJson' });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unreachable');
        const unavailable = databaseUnavailable();
        reply.headers(unavailable.headers);
        return send(503, unavailable.said, unavailable.code);
      }
      if (isDataException(error)) {
        // a safety net behind the schemas: too large a number, an impossible date
        request.log.warn({ err: error }, 'database refused a value');
        return send(400, { code: 'server.outOfRange' });
      }
      if (isAccountGone(error)) {
        request.log.info({ err: error }, 'account deleted during the request');
        return send(401, { code: 'server.signIn' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = FRAMEWORK_MESSAGES[error.code] ?? BY_STATUS[status] ?? 'server.notValid';
        if (!FRAMEWORK_MESSAGES[error.code]) request.log.info({ err: error }, 'request refused');
        return send(status, { code: known } as CodedMessage);
      }
      request.log.error({ err: error }, 'request failed');
      return send(status >= 500 && status < 600 ? status : 500, { code: 'server.internal' });
    });
  },
  { name: 'errors' },
);
