import type { RouteSpec } from '@reign/contract';
import type { z } from 'zod';
import { apiRequest } from './http';

type BodyOf<R extends RouteSpec> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
type ResponseOf<R extends RouteSpec> = z.output<R['response']>;

/**
 * Calls one route of the contract's table and checks the answer against its response schema,
 * so a server that drifts from the contract fails loudly here instead of deep inside a screen.
 */
export async function callRoute<R extends RouteSpec>(
  route: R,
  ...args: R['body'] extends z.ZodType ? [body: BodyOf<R>] : []
): Promise<ResponseOf<R>> {
  const [body] = args;
  const response = await apiRequest(route.method, route.path, body);
  const json: unknown = await response.json();
  return route.response.parse(json) as ResponseOf<R>;
}
