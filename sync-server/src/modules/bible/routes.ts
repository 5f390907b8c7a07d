import { bookFromSlug, bookText, chapterOfBook } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import { routes } from '@reign/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';

/** The WEB never changes: browsers and the service worker may keep an answer for a year. */
const FOREVER = 'public, max-age=31536000, immutable';

async function textOf(slug: string) {
  const book = bookFromSlug(slug);
  const text = book && bookText(await readBible(), book);
  if (!text) throw notFound(`No such book: ${slug}`);
  return text;
}

function cacheForever(reply: FastifyReply) {
  reply.header('cache-control', FOREVER);
}

/** The Bible reader's text, public (guests may read) and outside the session scope. */
export default async function bibleRoutes(app: FastifyInstance) {
  defineRoute(app, routes.bibleBook, async ({ params }, _request, reply) => {
    const text = await textOf(params.book);
    cacheForever(reply);
    return text;
  });

  defineRoute(app, routes.bibleChapter, async ({ params }, _request, reply) => {
    const text = await textOf(params.book);
    const chapter = chapterOfBook(text, params.chapter);
    if (!chapter) {
      const count = text.chapters.length;
      throw notFound(`${text.book} has ${count} ${count === 1 ? 'chapter' : 'chapters'}`);
    }
    cacheForever(reply);
    return chapter;
  });
}
