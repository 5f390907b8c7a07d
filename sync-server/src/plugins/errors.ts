import { type ErrorBody, type ErrorCode, errorCodeForStatus } from '@reign/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

// The contract's schemas are zod/mini, which loads no locale: a field without a message of its own
// is explained in English ("Invalid input: expected boolean, received string").
z.config(z.locales.en());

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx codes, said in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string | undefined> & { FST_ERR_CTP_INVALID_JSON_BODY: string } = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

/** PostgreSQL's class 22 (data exception): a value the schema let through but a column cannot hold. */
const DATA_EXCEPTION = /^22/;
export const OUT_OF_RANGE_MESSAGE = 'A value in the request is out of range.';

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (error as { name?: unknown }).name === 'PostgresError' &&
    typeof code === 'string' &&
    DATA_EXCEPTION.test(code)
  );
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as { expected?: string } | undefined;
  if (!field && first.keyword === 'invalid_type' && params?.expected === 'object') {
    return 'The request body must be a JSON object.';
  }
  return first.message ?? 'The request is not valid.';
}

/**
 * One error shape for the whole API: `{ message, code }`. 4xx messages are for the person using the
 * app and codes for the app (the contract's ERROR_CODES); 5xx answers never carry internals (they
 * are logged with the request id instead).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (status: number, message: string, code: ErrorCode = errorCodeForStatus(status)) =>
        reply.code(status).send({ message, code } satisfies ErrorBody);
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(error.statusCode, error.message, error.code);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return send(400, validationMessage(error));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return send(400, FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unreachable');
        const unavailable = databaseUnavailable();
        reply.headers(unavailable.headers);
        return send(503, unavailable.message, unavailable.code);
      }
      if (isDataException(error)) {
        // a safety net behind the schemas: too large a number, an impossible date
        request.log.warn({ err: error }, 'database refused a value');
        return send(400, OUT_OF_RANGE_MESSAGE);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(status, FRAMEWORK_MESSAGES[error.code] ?? error.message);
      }
      request.log.error({ err: error }, 'request failed');
      return send(status >= 500 && status < 600 ? status : 500, INTERNAL_ERROR_MESSAGE);
    });
  },
  { name: 'errors' },
);
