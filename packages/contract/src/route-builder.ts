import type { HttpMethod, RouteAccess, RouteSpec } from './route-spec';

/**
 * What one route says for itself: its summary, schemas, status, upload or body limit, and its access
 * when it differs from its table's.
 */
export type RouteParts = Omit<RouteSpec, 'method' | 'path' | 'tags' | 'access'> & { access?: RouteAccess };

type Flat<T> = { [K in keyof T]: T[K] } & {};

/** A route as `get`/`post`/`put`/`del` make it: every literal kept (path, summary, schemas, status). */
export type RouteOf<M extends HttpMethod, P extends string, X extends RouteParts> = Flat<
  { readonly method: M; readonly path: P } & X
>;

type RouteMaker<M extends HttpMethod> = <const P extends string, const X extends RouteParts>(
  path: P,
  parts: X,
) => RouteOf<M, P, X>;

/** An area's table: each route with the area's tag, and the area's access unless it says its own. */
export type AreaRoutes<T extends string, A extends RouteAccess, R> = {
  [K in keyof R]: Flat<Omit<{ readonly tags: readonly [T]; readonly access: A }, keyof R[K]> & R[K]>;
};

// Every builder is a plain function marked free of side effects (see checked.ts): a web chunk that
// imports one schema of an area does not keep the area's route table, and every schema it names.

/* @__NO_SIDE_EFFECTS__ */
function route<M extends HttpMethod, P extends string, X extends RouteParts>(
  method: M,
  path: P,
  parts: X,
): RouteOf<M, P, X> {
  return { method, path, ...parts } as RouteOf<M, P, X>;
}

/* @__NO_SIDE_EFFECTS__ */
export const get: RouteMaker<'GET'> = (path, parts) => route('GET', path, parts);
/* @__NO_SIDE_EFFECTS__ */
export const post: RouteMaker<'POST'> = (path, parts) => route('POST', path, parts);
/* @__NO_SIDE_EFFECTS__ */
export const put: RouteMaker<'PUT'> = (path, parts) => route('PUT', path, parts);
/* @__NO_SIDE_EFFECTS__ */
export const del: RouteMaker<'DELETE'> = (path, parts) => route('DELETE', path, parts);

/**
 * An area's routes, keyed by the name server and web use (`routes.<name>`): the area says its OpenAPI
 * tag and who may call its routes once, e.g. `routeTable('tasks', 'signed-in', { listTasks: get(...) })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function routeTable<
  const T extends string,
  const A extends RouteAccess,
  const R extends Record<string, RouteOf<HttpMethod, string, RouteParts>>,
>(tag: T, access: A, routes: R): AreaRoutes<T, A, R> {
  const stamped = Object.entries(routes).map(([name, spec]) => [name, { tags: [tag], access, ...spec }]);
  return Object.fromEntries(stamped) as AreaRoutes<T, A, R>;
}

/** One area's tables (e.g. its members' and its admin's) as one. */
/* @__NO_SIDE_EFFECTS__ */
export function joinRouteTables<A extends object, B extends object>(first: A, second: B): Flat<A & B> {
  return { ...first, ...second } as Flat<A & B>;
}
