import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx codes, said in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
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
 * One error shape for the whole API: `{ message }`. 4xx messages are for the person using the app;
 * 5xx answers never carry internals (they are logged with the request id instead).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return reply.code(400).send({ message: validationMessage(error) });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.code(400).send({ message: FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
      }
      if (isDataException(error)) {
        // a safety net behind the schemas: too large a number, an impossible date
        request.log.warn({ err: error }, 'database refused a value');
        return reply.code(400).send({ message: OUT_OF_RANGE_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status >= 500 && status < 600 ? status : 500)
        .send({ message: INTERNAL_ERROR_MESSAGE });
    });
  },
  { name: 'errors' },
);
