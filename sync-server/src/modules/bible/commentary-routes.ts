import { bookFromSlug, COMMENTARY_CREDIT, parseReference } from '@reign/bible';
import { readBible, readCommentary, readVerseComments } from '@reign/bible/node';
import { MAX_COMMENTARY_VERSES, routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/http-error';
import { commentaryBookOf, commentaryBytes } from './translation-sizes';

/** The commentary never changes: a day in browsers, a year would outlive a corrected import. */
const CACHE = 'public, max-age=86400';

/**
 * GET /api/commentary/{reference}: public, Matthew Henry's whole section(s) on a reference of at
 * most MAX_COMMENTARY_VERSES verses (a whole chapter counts all of its verses): 400 beyond, 404 for a
 * name that is not a reference or a passage he did not comment on.
 */
export default async function commentaryRoutes(app: FastifyInstance) {
  defineRoute(app, routes.commentary, async ({ params }, _request, reply) => {
    const name = params.reference.trim();
    const parsed = parseReference(name);
    const chapter = parsed && (await readBible()).chapter(parsed.book.osis, parsed.chapter);
    if (!parsed || !chapter || parsed.verses.some((v) => v > chapter.length)) {
      throw notFound({ code: 'commentary.notAReference' });
    }
    if ((parsed.verses.length || chapter.length) > MAX_COMMENTARY_VERSES) {
      throw badRequest({ code: 'commentary.tooManyVerses' });
    }
    const sections = (await readCommentary()).sectionsFor(name);
    if (sections.length === 0) throw notFound({ code: 'commentary.noComment' });
    reply.header('cache-control', CACHE);
    return {
      reference: name,
      credit: COMMENTARY_CREDIT,
      sections: sections.map(({ reference, text }) => ({ reference, text })),
    };
  });

  /** GET /api/verse-comment/{reference}: what 'Read the whole comment' opens under a built-in reflection. */
  defineRoute(app, routes.verseComment, async ({ params }, _request, reply) => {
    const name = params.reference.trim();
    if (!parseReference(name.split(';')[0] ?? name)) throw notFound({ code: 'commentary.notAReference' });
    const comment = (await readVerseComments()).verseComment(name);
    if (!comment) throw notFound({ code: 'commentary.noComment' });
    reply.header('cache-control', CACHE);
    const { reference, text } = comment.section;
    return { reference: name, credit: comment.credit, sections: [{ reference, text }] };
  });

  defineRoute(app, routes.commentaryBook, async ({ params }, _request, reply) => {
    const book = bookFromSlug(params.book);
    const found = book && (await commentaryBookOf(book.osis));
    if (!found) throw notFound({ code: 'bible.noSuchBook', values: { book: params.book } });
    reply.header('cache-control', CACHE);
    return found;
  });

  defineRoute(app, routes.commentarySize, async (_input, _request, reply) => {
    reply.header('cache-control', CACHE);
    return { bytes: await commentaryBytes() };
  });
}
