import type { z } from 'zod';
import { loginBody, logoutResponse, publicUser, registerBody } from './auth';
import { healthResponse } from './health';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /** who may call it; the server enforces this, the web only mirrors it */
  access: 'public' | 'signed-in' | 'paid' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the success status; 200 unless said */
  status?: 200 | 201 | 204;
  response: z.ZodType;
}

/**
 * The route table: one entry per API call, read by the server (validation, OpenAPI) and by the
 * web's typed client. Add a route here first, then its handler.
 */
export const routes = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Server and database status',
    tags: ['system'],
    access: 'public',
    response: healthResponse,
  },
  register: {
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign in',
    tags: ['auth'],
    access: 'public',
    body: registerBody,
    status: 201,
    response: publicUser,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in with username and password',
    tags: ['auth'],
    access: 'public',
    body: loginBody,
    response: publicUser,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: 'End the current session',
    tags: ['auth'],
    access: 'public',
    response: logoutResponse,
  },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    tags: ['auth'],
    access: 'signed-in',
    response: publicUser,
  },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
