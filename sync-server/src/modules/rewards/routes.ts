import { routes } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { addressHash } from '../../lib/address-hash';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { currentUser } from '../users';
import { achievementsOf } from './achievements';
import { pruneAccountAddresses } from './address-repository';
import { activeGiveaways, enterGiveaway, entriesOf } from './giveaway-service';
import { referralStats } from './referral-service';
import { followShortLink, recordShare } from './share-service';

/** The address people open: this server as the browser reached it (behind a proxy, its public name). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const ADDRESS_MEMORY_DAYS = 30;

export default async function rewardRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { sql } = app.db;
  const hash = (address: string, purpose: string) =>
    addressHash(opts.config.session.secret, address, purpose);

  defineRoute(app, routes.shareScripture, async ({ body }, request) => {
    const result = await recordShare(
      sql,
      currentUser(request).id,
      body,
      app.now(),
      hash(request.ip, 'share'),
    );
    return { ...result, sharePath: `/s/${result.shortLink}` };
  });

  defineRoute(app, routes.referralStats, async (_i, request) =>
    referralStats(sql, currentUser(request), originOf(request)),
  );

  defineRoute(app, routes.giveaways, async () => activeGiveaways(sql, app.now()));
  defineRoute(app, routes.userGiveawayEntries, async ({ query }, request, reply) =>
    sendPage(request, reply, await entriesOf(sql, currentUser(request).id, query)),
  );
  defineRoute(app, routes.enterGiveaway, async ({ body }, request) =>
    enterGiveaway(sql, currentUser(request).id, body, app.now()),
  );
  defineRoute(app, routes.userAchievements, async (_i, request) =>
    achievementsOf(sql, currentUser(request).id),
  );

  // the short link people follow: /s/{code} redirects to the verse on Reign's home page
  app.get<{ Params: { code: string } }>('/s/:code', { schema: { hide: true } }, async (request, reply) => {
    const code = /^[A-Za-z0-9]{4,16}$/.test(request.params.code) ? request.params.code : '';
    const reference = code
      ? await followShortLink(
          sql,
          code,
          {
            address: request.ip,
            userAgent: request.headers['user-agent'],
            signedInUserId: request.session.userId,
          },
          app.now(),
          hash,
        )
      : undefined;
    reply.header('cache-control', 'no-store');
    return reply.redirect(reference ? `/?verse=${encodeURIComponent(reference)}` : '/', 302);
  });

  // addresses are kept (hashed) only as long as self-referrals need them
  const prune = () =>
    pruneAccountAddresses(sql, ADDRESS_MEMORY_DAYS).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune account addresses'),
    );
  const timer = setInterval(prune, 6 * 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
