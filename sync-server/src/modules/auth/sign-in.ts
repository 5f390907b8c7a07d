import type { FastifyRequest } from 'fastify';

/** Starts a fresh session for the user: the id from before sign-in is destroyed (no fixation). */
export async function signIn(request: FastifyRequest, user: { id: number }): Promise<void> {
  await request.session.regenerate();
  request.session.userId = user.id;
  request.session.renewedOn = new Date().toISOString().slice(0, 10);
}
