import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import type { UserRow } from './user-repository';

/** The user the route's guard loaded; only for routes whose access is not 'public'. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
