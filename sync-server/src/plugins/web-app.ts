import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptHeader,
  languageOfTag,
} from '@reign/contract/language-list';
import { isTimeZone } from '@reign/contract/time-zone';
import { TIME_ZONE_COOKIE } from '@reign/contract/time-zone-cookie';
import { TRANSLATION_COOKIE, TRANSLATION_IDS, type TranslationId } from '@reign/contract/translation-list';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';
import { sendPrecompressed } from '../lib/precompressed';
import { CHAPTER_ROUTE, type ChapterOf, chapterAddress } from './web-app-chapter';
import {
  createPageRenderer,
  type FirstScreenScripture,
  type PageData,
  type PageRenderer,
} from './web-app-render';

/**
 * Serves the built web app (web/dist) beside the API, so one process on one port is the whole
 * product: hashed assets cached for a year, index.html never cached, client routes fall back to
 * index.html, and unknown /api paths get a real JSON 404. `/` is rendered on the server with today's
 * scripture (web-app-render.ts) when the build has its server entry and `todayScripture` is given.
 */
export default fp<{
  webDistDir: string;
  serveWeb: boolean;
  todayScripture?: FirstScreenScripture;
  /** The session cookie's name: a request without it is rendered for a signed-out visitor. */
  sessionCookie?: string;
  /** A chapter's text: `/bible/:book/:chapter` is rendered with it (null: no such chapter). */
  chapter?: ChapterOf;
}>(
  async (app, { webDistDir, serveWeb, todayScripture, sessionCookie, chapter }) => {
    const hasWeb = serveWeb && existsSync(join(webDistDir, 'index.html'));
    let renderer: PageRenderer | null = null;
    if (hasWeb && todayScripture) {
      renderer = createPageRenderer({ webDistDir, todayScripture, log: app.log, now: () => app.now() });
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        decorateReply: true,
        // `/` is a route of its own (below): rendered on the server when it can be
        index: false,
        // the server rendering's bundle is read by this process, never sent
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        // the build writes .br and .gz beside every compressible file; send the one the browser takes
        preCompressed: true,
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(webDistDir, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (serveWeb) {
      app.log.warn({ webDistDir }, 'no built web app found; run the web build to serve it from this server');
    }

    if (hasWeb) {
      app.get('/', (request, reply) => sendPage('/', request.url, reply));
    }

    /** Whether the request carries no session cookie (so nobody is signed in on it). */
    const signedOut = (cookieHeader: string | undefined): boolean =>
      sessionCookie !== undefined &&
      !(cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${sessionCookie}=`));

    /**
     * The Bible translation the visitor chose, from the cookie the web app keeps beside its local
     * choice (web/src/features/bible/translation-choice.ts): the day's verse is rendered in it.
     */
    const chosenTranslation = (cookieHeader: string | undefined): TranslationId | undefined => {
      const id = cookie(cookieHeader, TRANSLATION_COOKIE);
      return TRANSLATION_IDS.find((known) => known === id);
    };

    /**
     * The language of the first paint: the one the visitor chose (the cookie the web app keeps
     * beside it: web/src/i18n/language-choice.ts), else the browser's (Accept-Language), else English.
     */
    const pageLanguage = (cookieHeader: string | undefined, acceptLanguage: string | undefined): Language =>
      languageOfTag(cookie(cookieHeader, LANGUAGE_COOKIE)) ?? languageFromAcceptHeader(acceptLanguage);

    /**
     * The time zone a member chose for their day, from the cookie the web app keeps beside it
     * (web/src/app/FollowTimeZone.tsx): the first paint shows that zone's day. Unknown: Central's.
     */
    const chosenZone = (cookieHeader: string | undefined): string | undefined => {
      const raw = cookie(cookieHeader, TIME_ZONE_COOKIE);
      if (!raw) return undefined;
      let zone: string;
      try {
        zone = decodeURIComponent(raw);
      } catch {
        return undefined;
      }
      return zone.length <= 64 && isTimeZone(zone) ? zone : undefined;
    };

    /**
     * A page rendered on the server when it can be (not with a query: it may change the page). A
     * chapter's page carries its chapter in the visitor's translation; no such chapter: the browser's.
     */
    async function sendPage(path: string, url: string, reply: FastifyReply) {
      reply.code(200).header('cache-control', 'no-cache');
      const guest = signedOut(reply.request.headers.cookie);
      const { cookie: cookies, 'accept-language': acceptLanguage } = reply.request.headers;
      const language = pageLanguage(cookies, acceptLanguage);
      // no translation chosen: the language's own (the RV1909 for Spanish), as the browser does
      const translation: TranslationId | undefined =
        chosenTranslation(cookies) ?? (language === 'es' ? 'rv1909' : undefined);
      const zone = chosenZone(cookies);
      const address = chapterAddress(path);
      let data: PageData | undefined;
      if (address && chapter) {
        const text = await chapter(address.slug, address.chapter, translation ?? 'web');
        data = text ? { route: CHAPTER_ROUTE, chapter: text } : undefined;
      }
      const rendered = !url.includes('?') && (!address || data);
      const page =
        renderer && rendered ? await renderer.page(path, guest, translation, language, zone, data) : null;
      if (page === null) return reply.sendFile('index.html');
      // the day's verse is in the document: the service worker keeps `/` for that date
      // (web/src/pwa/worker-day-page.ts reads this header)
      reply
        .type('text/html; charset=utf-8')
        .header('x-reign-date', page.date)
        .header('vary', 'accept-encoding, accept-language, cookie');
      return sendPrecompressed(reply, page.body);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && hasWeb && wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
        if (renderer?.renders(path) || (chapter && chapterAddress(path) && renderer?.renders(CHAPTER_ROUTE)))
          return sendPage(path, request.url, reply);
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw notFound(
        isApi
          ? { code: 'server.noRoute', values: { method: request.method, path } }
          : { code: 'server.pageNotFound' },
      );
    });
  },
  { name: 'web-app' },
);

/** A cookie's value in a Cookie header, or undefined. */
function cookie(header: string | undefined, name: string): string | undefined {
  const found = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found?.slice(name.length + 1);
}
