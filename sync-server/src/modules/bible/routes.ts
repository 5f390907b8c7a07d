import { bookFromSlug, bookText, chapterOfBook } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import { routes, type TranslationId } from '@reign/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { translationSizes } from './translation-sizes';

/** The texts never change: browsers and the service worker may keep an answer for a year. */
const FOREVER = 'public, max-age=31536000, immutable';

async function textOf(slug: string, translation: TranslationId) {
  const book = bookFromSlug(slug);
  const text = book && bookText(await readBible(translation), book);
  if (!text) throw notFound({ code: 'bible.noSuchBook', values: { book: slug } });
  return text;
}

/** One chapter of a translation, or null when the book or the chapter does not exist (a page's first screen). */
export async function findChapter(slug: string, chapter: number, translation: TranslationId) {
  const book = bookFromSlug(slug);
  const text = book && bookText(await readBible(translation), book);
  return (text && chapterOfBook(text, chapter)) ?? null;
}

function cacheForever(reply: FastifyReply) {
  reply.header('cache-control', FOREVER);
}

/** The Bible reader's text (WEB, KJV, RV1909), public (guests may read) and outside the session scope. */
export default async function bibleRoutes(app: FastifyInstance) {
  defineRoute(app, routes.bibleTranslations, async (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return translationSizes();
  });

  defineRoute(app, routes.bibleBook, async ({ params, query }, _request, reply) => {
    const text = await textOf(params.book, query.translation);
    cacheForever(reply);
    return text;
  });

  defineRoute(app, routes.bibleChapter, async ({ params, query }, _request, reply) => {
    const text = await textOf(params.book, query.translation);
    const chapter = chapterOfBook(text, params.chapter);
    if (!chapter) {
      throw notFound({ code: 'bible.chapters', values: { book: text.book, chapters: text.chapters.length } });
    }
    cacheForever(reply);
    return chapter;
  });
}
