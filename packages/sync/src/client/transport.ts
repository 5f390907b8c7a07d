import { badResponse, errorFromResponse, networkError } from '@reign/contract/api-error';
import type { DeviceLabel } from '@reign/contract/devices';
import type { RouteSpec } from '@reign/contract/route-spec';
import type * as z from 'zod/mini';

/**
 * Where the engine's two calls (push and pull) go: the page's or the worker's fetch and the same
 * origin in the browser; a cookie-carrying fetch and the server's URL in tests and the simulation.
 * `onAnswer` sees every answer with when it was asked (the web keeps the server's clock from it);
 * `device` names this device to the server.
 */
export interface SyncTransport {
  fetch: typeof fetch;
  baseUrl: string;
  onAnswer?: (response: Response, sentAt: number) => void;
  /** this device's browser and system, sent with each push (a conflict it leaves names them) */
  device?: DeviceLabel;
}

/**
 * One call of a sync route: JSON in, the answer checked by the route's schema; a non-ok answer,
 * no answer, or an answer the schema refuses is an ApiError (the contract's one error type).
 */
export async function callSync<R extends RouteSpec>(
  t: SyncTransport,
  route: R,
  options: { query?: Record<string, string | number>; body?: unknown },
): Promise<z.output<R['response']>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) search.set(key, String(value));
  const qs = search.toString();
  const init: RequestInit = { method: route.method, credentials: 'include', cache: 'no-store' };
  if (options.body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await t.fetch(`${t.baseUrl}${route.path}${qs ? `?${qs}` : ''}`, init);
  } catch (err) {
    throw networkError(err);
  }
  t.onAnswer?.(response, sentAt);
  if (!response.ok) throw await errorFromResponse(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    throw badResponse(response.status, 'The server answered something that is not JSON.', err);
  }
  const checked = await route.response['~standard'].validate(json);
  if (checked.issues)
    throw badResponse(response.status, `${route.method} ${route.path}: unexpected answer`, checked.issues);
  return checked.value as z.output<R['response']>;
}
