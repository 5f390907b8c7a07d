import { localBookName } from '@reign/bible';
import { readSearchIndex } from '@reign/bible/node';
import { searchBible } from '@reign/bible/search';
import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';

/**
 * GET /api/bible/search: a translation searched on the server, so a device that has not kept it
 * finds verses at once (the device searches its own copy once kept; web search/use-bible-search).
 * The index is built on the translation's first search and kept in memory (@reign/bible/node).
 * Public; the same words always find the same verses, so browsers may keep an answer for a day.
 */
export default async function bibleSearchRoutes(app: FastifyInstance) {
  defineRoute(app, routes.bibleSearch, async ({ query }, _request, reply) => {
    const index = await readSearchIndex(query.translation);
    const { total, matches } = searchBible(index, query.q, query.limit);
    reply.header('cache-control', 'public, max-age=86400');
    return {
      total,
      matches: matches.map((m) => ({
        book: m.book,
        name: localBookName(m.book, query.translation),
        chapter: m.chapter,
        verse: m.verse,
        text: m.text,
        ranges: m.ranges,
        phrase: m.phrase,
      })),
    };
  });
}
