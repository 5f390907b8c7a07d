import { errorBody, type RouteSpec } from '@reign/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { guardFor } from './guards';

type Out<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

export interface RouteInput<S extends RouteSpec> {
  body: Out<S['body']>;
  params: Out<S['params']>;
  query: Out<S['query']>;
}

export type RouteHandler<S extends RouteSpec> = (
  input: RouteInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<S['response']>> | z.input<S['response']>;

/**
 * Registers one route of the contract's table: its schemas validate the input (unknown fields are
 * refused by the strict schemas) and document it in OpenAPI, its access decides the guard, and the
 * handler gets parsed input and returns the response the schema describes.
 */
export function defineRoute<S extends RouteSpec>(
  app: FastifyInstance,
  spec: S,
  handler: RouteHandler<S>,
  /** `compress: false` for a route that sends its answer compressed already */
  options: { compress?: false } = {},
): void {
  const status = spec.status ?? 200;
  // a handler that answered itself (an event stream) has taken the reply
  const answer = (reply: FastifyReply, value: unknown) =>
    reply.sent ? reply : reply.code(status).send(value);
  const guard = guardFor(spec.access);
  app.route({
    ...options,
    method: spec.method,
    url: spec.path,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      summary: spec.summary,
      tags: [...spec.tags],
      ...(spec.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { [status]: spec.response, '4xx': errorBody, '5xx': errorBody },
    },
    // the guard runs before validation: a signed-out caller gets 401, not a 400 about its body
    ...(guard ? { preValidation: guard } : {}),
    // an answer at hand is sent at once, without a promise (Fastify answers a throw as it answers
    // a rejection); a promised one when it comes
    handler(request, reply) {
      const input = {
        body: request.body,
        params: request.params,
        query: request.query,
      } as RouteInput<S>;
      const result = handler(input, request, reply);
      if (result instanceof Promise) return result.then((value) => answer(reply, value));
      answer(reply, result);
    },
  });
}
