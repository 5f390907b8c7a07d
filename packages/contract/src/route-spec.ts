import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route; the server enforces it, the web only mirrors it. */
export type RouteAccess = 'public' | 'signed-in' | 'paid' | 'admin';

/**
 * One API call: read by the server (validation, guard, OpenAPI) and by the web's typed client.
 * Schemas are zod's core type, so classic and mini schemas both fit.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** with `:name` placeholders for the params */
  path: string;
  summary: string;
  tags: readonly string[];
  access: RouteAccess;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** a multipart upload instead of a JSON body: the form field that carries the file */
  upload?: { field: string };
  /** the success status; 200 unless said */
  status?: 200 | 201 | 204;
  response: z.core.$ZodType;
  /** the largest body in bytes, when the server's default (1 MiB) is too small */
  bodyLimit?: number;
}

/** An area's routes, keyed by the name server and web use (`routes.<name>`). */
export type RouteTable = Record<string, RouteSpec>;

export const MiB = 1024 * 1024;
