import fp from 'fastify-plugin';
import type { FindUser } from '../lib/guards';

/**
 * The guards' one dependency on the feature modules, handed in by app.ts: how to find a user.
 * Registered before every route, so `defineRoute` can install a guard anywhere.
 */
export default fp<{ findUser: FindUser }>(
  async (app, { findUser }) => {
    app.decorate('findUser', findUser);
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['db'] },
);
