import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@reign/contract/language-list';
import { personToday } from '@reign/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type Precompressed, precompress } from '../lib/precompressed';
import { readTemplate } from './web-app-template';

/** Today's scripture as the scripture service caches it: the answer and its JSON. */
export interface FirstScreenData {
  answer: { date: string };
  json: string;
}

/** Today's answer in a language, for a zone's today (undefined: America/Chicago's). */
export type FirstScreenScripture = (language: Language, zone: string | undefined) => Promise<FirstScreenData>;

/** What a page is rendered with besides today's scripture: its route in the entry's lists, and its data. */
export interface PageData {
  /** the route the entry's RENDERED_PATHS and ROUTE_MODULES name (`/bible/:book/:chapter`) */
  route: string;
  /** the chapter a chapter's page shows (beside the HTML too: the browser hydrates with it) */
  chapter?: unknown;
}

/** The most documents kept: paths × visitors × translations × languages × the dates of a few zones. */
const MAX_KEPT_PAGES = 48;

/** What the web build's server entry (web/src/entry-server.tsx, built into <dist>/ssr) exports. */
interface ServerEntry {
  RENDERED_PATHS: readonly string[];
  /** rendered for signed-out visitors when the request has no session */
  SIGNED_OUT_PATHS?: readonly string[];
  ROUTE_MODULES?: Readonly<Record<string, string>>;
  renderPage(
    path: string,
    scripture: unknown,
    signedOut?: boolean,
    translation?: string,
    language?: string,
    zone?: string,
    data?: { chapter?: unknown },
  ): Promise<string | null>;
  /** markup for the document's head (the theme's CSS variables), the same for every page */
  renderHead?(): string;
}

/** The id of the JSON beside the HTML (web/src/app/hydrate.ts reads it). */
const SERVER_DATA_ID = 'reign-server-data';

/** JSON inside a script element: `<` escaped, so no text can close the element. */
function scriptJson(value: string): string {
  return value.replace(/</g, '\\u003c');
}

export interface RenderedPage {
  /** the document, compressed once per render (about 300 KB with its styles inline) */
  body: Precompressed;
  /** the date of the scripture in it (the visitor's zone's) */
  date: string;
}

export interface PageRenderer {
  /** Resolves once the server entry is loaded (false: it failed to load). */
  ready(): Promise<boolean>;
  /** Whether `path` (no query) is rendered on the server. */
  renders(path: string): boolean;
  /**
   * The whole document and its Central date, or null when the browser should render it (index.html).
   * `signedOut`: the request has no session (the sign-in screen is then rendered with its form).
   * `translation`: the visitor's chosen Bible translation (its cookie), the day's verse shown in it.
   * `language`: the language of the page's words ('en' or 'es'; `<html lang>` too).
   * `zone`: the visitor's chosen time zone (its cookie): the day is that zone's.
   * `data`: a page of a route with data (a chapter's), rendered with it.
   */
  page(
    path: string,
    signedOut?: boolean,
    translation?: string,
    language?: Language,
    zone?: string,
    data?: PageData,
  ): Promise<RenderedPage | null>;
}

/**
 * Renders the first screen of the paths the web build's server entry names (`/`: today's verse,
 * reference and reflection, the step indicator and step 0) with today's scripture. One document
 * per path is kept while today's answer (its JSON, so its date) stays the same: the scripture
 * service keeps that answer per Central date, so this renders about once a day per process, and
 * again at once after an admin's change. A failed render is logged and the browser renders.
 */
export function createPageRenderer(opts: {
  webDistDir: string;
  todayScripture: FirstScreenScripture;
  log: FastifyBaseLogger;
  now: () => Date;
}): PageRenderer | null {
  const entryFile = join(opts.webDistDir, 'ssr', 'entry-server.js');
  const shell = existsSync(entryFile) ? readTemplate(opts.webDistDir) : null;
  if (!shell) {
    opts.log.warn({ entryFile }, 'no server rendering in the web build; pages render in the browser');
    return null;
  }
  // Loaded in the background from the start (a few MB of the app's code: seconds on a busy
  // machine, longer than a plugin may take to start); the first page requests wait for it.
  let entry: ServerEntry | null = null;
  const loading = import(pathToFileURL(entryFile).href).then(
    (loaded: ServerEntry) => {
      entry = loaded;
      return loaded;
    },
    (err: unknown) => {
      opts.log.error({ err, entryFile }, 'the server rendering did not load; pages render in the browser');
      return null;
    },
  );
  const kept = new Map<string, { json: string; page: Promise<RenderedPage | null> }>();

  const render = async (
    path: string,
    signedOut: boolean,
    translation: string | undefined,
    language: string,
    zone: string | undefined,
    json: string,
    given: PageData | undefined,
  ): Promise<RenderedPage | null> => {
    const loaded = entry ?? (await loading);
    const route = given?.route ?? path;
    if (!loaded?.RENDERED_PATHS.includes(route)) return null;
    const scripture = JSON.parse(json) as { date: string };
    const pageData = given?.chapter === undefined ? undefined : { chapter: given.chapter };
    const body = await loaded.renderPage(path, scripture, signedOut, translation, language, zone, pageData);
    if (body === null) return null;
    // the translation is a known id (web-app.ts checks the cookie): no escaping needed
    const chosen = translation ? `,"translation":"${translation}"` : '';
    // so is the language (web-app.ts): English, the source, is left out
    const spoken = language !== 'en' ? `,"language":"${language}"` : '';
    // a zone the runtime knows (web-app.ts checks the cookie), written as JSON all the same
    const zoned = zone ? `,"zone":${JSON.stringify(zone)}` : '';
    const read = pageData ? `,"chapter":${JSON.stringify(pageData.chapter)}` : '';
    const serverData = `{"todayScripture":${json}${signedOut ? ',"signedOut":true' : ''}${chosen}${spoken}${zoned}${read}}`;
    const dataScript = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(serverData)}</script>`;
    const assets = shell.pageAssets(loaded.ROUTE_MODULES?.[route]);
    const head = `${assets.styles}${loaded.renderHead?.() ?? ''}`;
    const top = shell.head(head).replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    const html = `${top}${body}${shell.tail(dataScript, assets.scripts)}`;
    return { body: await precompress(html), date: scripture.date };
  };

  /**
   * The document for today's current answer: the kept one while that answer is the same. The
   * answer comes from the scripture service's in-process cache (a database lookup at most every
   * TODAY_CACHE_TTL_MS, and at once after an admin's change, which drops that cache), so a
   * document never carries a verse the service has already replaced: the browser trusts a fresh
   * document and does not ask again. When the lookup fails, today's kept document still serves.
   */
  const latest = async (
    base: string,
    path: string,
    signedOut: boolean,
    translation: string | undefined,
    language: Language,
    zone: string | undefined,
    data: PageData | undefined,
  ): Promise<RenderedPage | null> => {
    let json: string;
    let date: string;
    try {
      ({
        json,
        answer: { date },
      } = await opts.todayScripture(language, zone));
    } catch (err) {
      opts.log.warn({ err }, "today's scripture failed; the kept page or the browser renders it");
      const hit = kept.get(`${base} ${zone ?? ''} ${personToday(opts.now(), zone)}`);
      return hit ? hit.page : null;
    }
    // one document per zone and date (its 'today' and eyebrow are the zone's)
    const key = `${base} ${zone ?? ''} ${date}`;
    const hit = kept.get(key);
    if (hit && hit.json === json) return hit.page;
    const page = render(path, signedOut, translation, language, zone, json, data).catch((err: unknown) => {
      opts.log.error({ err, path }, 'server rendering failed; the page renders in the browser');
      kept.delete(key);
      return null;
    });
    kept.delete(key);
    kept.set(key, { json, page });
    for (const oldest of kept.keys()) {
      if (kept.size <= MAX_KEPT_PAGES) break;
      kept.delete(oldest);
    }
    return page;
  };

  return {
    ready: () => loading.then((loaded) => loaded !== null),
    renders: (path) => entry?.RENDERED_PATHS.includes(path) ?? false,
    async page(
      path,
      signedOut = false,
      translation = undefined,
      language = 'en',
      zone = undefined,
      data = undefined,
    ) {
      // one document per path, a second for signed-out visitors where the entry renders one, and
      // one of each per chosen translation other than the WEB (at most three of each), and per
      // language (two)
      const loaded = entry ?? (await loading);
      const asSignedOut = signedOut && (loaded?.SIGNED_OUT_PATHS?.includes(data?.route ?? path) ?? false);
      const inTranslation = translation && translation !== 'web' ? translation : undefined;
      const spoken = language === 'es' ? 'es' : 'en';
      const key = `${path}${asSignedOut ? ' signed-out' : ''}${inTranslation ? ` ${inTranslation}` : ''} ${spoken}`;
      return latest(key, path, asSignedOut, inTranslation, spoken, zone, data);
    },
  };
}
