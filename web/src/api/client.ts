import type { RouteSpec } from '@reign/contract/route-spec';
import type * as z from 'zod/mini';
import { ApiError, badResponse, errorFromResponse, networkError } from './errors';
import { answersFresh, noteServerDate } from './server-clock';

/**
 * Where calls go: the page's or the service worker's fetch and the same origin by default; the sync
 * engine's tests pass a cookie-carrying fetch and the test server's URL.
 */
export interface ApiTransport {
  fetch: typeof fetch;
  baseUrl: string;
}

export const browserTransport: ApiTransport = {
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: '',
};

type Schema = z.core.$ZodType;
type InputOf<S> = S extends Schema ? z.input<S> : never;
/** The answer of a route, as its response schema gives it. */
export type ApiAnswer<R extends RouteSpec> = z.output<R['response']>;
/** The JSON body a route takes, as its body schema accepts it. */
export type ApiBody<R extends RouteSpec> = InputOf<R['body']>;

type ParamsOption<R extends RouteSpec> = R['params'] extends Schema
  ? { params: InputOf<R['params']> }
  : { params?: undefined };
type QueryOption<R extends RouteSpec> = R['query'] extends Schema
  ? { query: InputOf<R['query']> }
  : { query?: undefined };
/** JSON for a route with a body schema; FormData for an upload; nothing otherwise. */
type BodyOption<R extends RouteSpec> = R['body'] extends Schema
  ? { body: InputOf<R['body']> }
  : R['upload'] extends object
    ? { body: FormData }
    : { body?: undefined };

export type CallOptions<R extends RouteSpec> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    signal?: AbortSignal;
    /** the HTTP cache mode (the sync engine asks for 'no-store') */
    cache?: RequestCache;
    transport?: ApiTransport;
  };

type CallArgs<R extends RouteSpec> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** The route's path with its `:name` placeholders filled and encoded, and the query appended. */
export function urlFor(route: RouteSpec, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null) throw new TypeError(`${route.path}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls one route of the contract (spec part 1 section 7): every call sends cookies; a JSON body
 * goes with a JSON content type, a FormData body (an upload) as multipart, no body with neither;
 * a non-ok answer, no answer, or an answer the route's response schema refuses is an ApiError.
 * Resolves the answer as the schema gives it.
 */
export async function callApi<R extends RouteSpec>(route: R, ...args: CallArgs<R>): Promise<ApiAnswer<R>> {
  return (await callApiAnswer(route, ...args)).value;
}

/** `callApi`, with the answer's headers too (a paged list's next cursor, pages.ts). */
export async function callApiAnswer<R extends RouteSpec>(
  route: R,
  ...args: CallArgs<R>
): Promise<{ value: ApiAnswer<R>; headers: Headers }> {
  const options = (args[0] ?? {}) as CallOptions<RouteSpec>;
  const body: unknown = options.body;
  const transport = options.transport ?? browserTransport;
  const init: RequestInit = { method: route.method, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (options.cache) init.cache = options.cache;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await transport.fetch(
      `${transport.baseUrl}${urlFor(route, options.params, options.query)}`,
      init,
    );
  } catch (err) {
    throw networkError(err);
  }
  if (answersFresh(route.method, route.path))
    noteServerDate(response.headers.get('date'), sentAt, Date.now());
  if (!response.ok) throw await errorFromResponse(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    throw badResponse(response.status, 'The server answered something that is not JSON.', err);
  }
  // The schema checks the answer itself (Standard Schema's `validate`): this module imports nothing
  // of zod, so a page that never calls the server loads none of it (docs/performance.md).
  const checked = await route.response['~standard'].validate(json);
  if (checked.issues) {
    throw badResponse(response.status, `${route.method} ${route.path}: unexpected answer`, checked.issues);
  }
  return { value: checked.value as ApiAnswer<R>, headers: response.headers };
}

/**
 * A read whose 401 means "signed out" rather than a failure (spec part 1 section 7, the current
 * user): null instead of the error.
 */
export async function nullWhenSignedOut<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
