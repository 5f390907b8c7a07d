import { readBible, readTopicIndex } from '@reign/bible/node';
import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/http-error';
import { readCursor, sendRows } from '../../lib/paging';

/** Nave's topics never change: a day in browsers and caches, as the commentary. */
const CACHE = 'public, max-age=86400';
/** A quoted reference's wording at most this long (a verse or two); longer ones are only linked. */
const MAX_QUOTE_CHARS = 300;
/** A list's cursor: the last row's rank ('0'-'3', TopicRow's) and its topic's name. */
const TOPIC_KEY = [/^[0-3]$/, /^.{1,100}$/s] as const;

/**
 * Nave's Topical Bible: GET /api/topics (search by everyday words in English or Spanish or by name,
 * or browse by letter, paged), /api/everyday-topics (the page's first list), /api/topic-letters and
 * /api/topics/{name} (one topic, its first short references quoted in the reader's translation).
 * Public; the rules are @reign/bible's topic index and everyday table.
 */
export default async function topicRoutes(app: FastifyInstance) {
  defineRoute(app, routes.listTopics, async ({ query }, request, reply) => {
    const key = readCursor(query.cursor, TOPIC_KEY);
    const after = key && { rank: Number(key[0]), topic: key[1] ?? '' };
    const rows = (await readTopicIndex()).list({
      q: query.q,
      letter: query.letter,
      after,
      limit: query.limit,
      language: query.lang,
    });
    // a cursor naming no topic is not one of this list's
    if (!rows) throw badRequest({ code: 'page.cursor' });
    reply.header('cache-control', CACHE);
    return sendRows(request, reply, rows, query.limit, (r) => [String(r.rank), r.topic]).map(
      ({ rank: _rank, ...row }) => row,
    );
  });

  defineRoute(app, routes.everydayTopics, async ({ query }, _request, reply) => {
    reply.header('cache-control', CACHE);
    return (await readTopicIndex()).everyday(query.lang);
  });

  defineRoute(app, routes.topicLetters, async (_input, _request, reply) => {
    reply.header('cache-control', CACHE);
    return (await readTopicIndex()).letters();
  });

  defineRoute(app, routes.topic, async ({ params, query }, _request, reply) => {
    const [index, bible] = await Promise.all([readTopicIndex(), readBible(query.translation)]);
    const quote = (reference: string) => {
      const text = bible.lookup(reference)?.text;
      return text && text.length <= MAX_QUOTE_CHARS ? text : undefined;
    };
    const topic = index.topic(params.name, quote, query.lang);
    if (!topic) throw notFound({ code: 'topic.unknown' });
    reply.header('cache-control', CACHE);
    return topic;
  });
}
