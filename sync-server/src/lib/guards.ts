import type { RouteSpec } from '@reign/contract';
import { isAdminId } from '@reign/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Sql } from '../db/connect';
import { forbidden, unauthorized } from './http-error';

/**
 * What the guards read of the signed-in user. The users module widens it to its whole row by
 * declaration merging (modules/users/user-repository.ts), so `request.user` is that row while this
 * file imports no module.
 */
export interface SignedInUser {
  id: number;
  isPaidMember: boolean;
}

/** Finds a user by id; app.ts hands the users module's repository function to plugins/auth.ts. */
export type FindUser = (sql: Sql, id: number) => Promise<SignedInUser | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, loaded by the route's guard */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    findUser: FindUser;
  }
}

/** Loads the session's user; a session whose user no longer exists is ended. */
export async function loadSignedInUser(request: FastifyRequest): Promise<SignedInUser> {
  const userId = request.session.userId;
  if (typeof userId !== 'number') throw unauthorized();
  const user = await request.server.findUser(request.server.db.sql, userId);
  if (!user) {
    await request.session.destroy();
    throw unauthorized();
  }
  request.user = user;
  return user;
}

const requireSignedIn: preHandlerAsyncHookHandler = async (request) => {
  await loadSignedInUser(request);
};

const requirePaid: preHandlerAsyncHookHandler = async (request) => {
  const user = await loadSignedInUser(request);
  if (!user.isPaidMember) throw forbidden({ code: 'server.paidOnly' }, 'paid_membership_required');
};

const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  const user = await loadSignedInUser(request);
  if (!isAdminId(user.id)) throw forbidden({ code: 'server.adminOnly' });
};

/** The guard for a route's declared access: the server decides who may call every route. */
export function guardFor(access: RouteSpec['access']): preHandlerAsyncHookHandler | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'signed-in':
      return requireSignedIn;
    case 'paid':
      return requirePaid;
    case 'admin':
      return requireAdmin;
  }
}
