// The server's rendering of the first screen (built by `vite build` into <dist>/ssr, loaded by the
// sync server's web-app plugin). The same components as the browser's, with today's scripture
// given, so the first bytes of `/` carry the verse; the browser hydrates them (main.tsx).

import { loadSpanish } from 'virtual:reign-catalogue-es';
import { MantineProvider } from '@mantine/core';
import { languageOfTag } from '@reign/contract/language-list';
import type { TodayScripture } from '@reign/contract/scripture';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { seedRenderedZone } from './api';
import { queryClient } from './api/query-client';
import { AppRoutes } from './app/App';
import { AppFrame } from './app/AppFrame';
import { seedRenderedDay } from './app/layout/footer-day';
import { createAppRoutes, preloadPages } from './app/routes';
import { cssVariablesResolver, theme } from './app/theme';
import { seedSignedOut } from './features/auth';
import { seedRenderedChapter, seedRenderedTranslation } from './features/bible';
import { seedTodayScripture } from './features/scripture';
import { seedEarlyStep } from './features/wizard';
import { EarlyEstablishStep } from './features/wizard/steps/EarlyEstablishStep';
import { activateLoaded } from './i18n';
import { SIGNED_OUT_PATHS } from './ssr/rendered-pages';

export { catalogueUrl } from 'virtual:reign-catalogue-es';

// step 2 drawn beside step 1 for a tap made before the app starts (features/wizard/EarlyStep.tsx)
seedEarlyStep(EarlyEstablishStep);

export { RENDERED_PATHS, ROUTE_MODULES, SIGNED_OUT_PATHS } from './ssr/rendered-pages';

/**
 * The HTML of the app at `path` (no query) with today's scripture, or null when its page's module
 * did not load (the browser renders it instead). `signedOut`: the visitor has no
 * session (only for SIGNED_OUT_PATHS; the browser hydrates with the same state). `translation`:
 * the visitor's chosen Bible translation (the day's verse in it; the browser hydrates with it too).
 * `language`: the language of the words ('en' or 'es'; the browser hydrates in it too). `zone`:
 * the member's chosen time zone (its cookie; checked by the server): the day is that zone's.
 * `data.chapter`: a chapter's page, its chapter (the server found it in that translation).
 */
export async function renderPage(
  path: string,
  scripture: TodayScripture | null,
  signedOut = false,
  translation?: string,
  language?: string,
  zone?: string,
  data?: { chapter?: unknown },
): Promise<string | null> {
  const routes = createAppRoutes();
  try {
    await preloadPages(routes, path);
  } catch {
    return null; // a page's module did not load: the browser renders it instead
  }
  const spoken = languageOfTag(language) ?? 'en';
  const spanish = spoken === 'es' ? await loadSpanish() : null;
  seedTodayScripture(scripture, false, spoken);
  seedSignedOut(signedOut && (SIGNED_OUT_PATHS.includes(path) || data?.chapter !== undefined));
  seedRenderedTranslation(translation);
  seedRenderedChapter(data?.chapter);
  seedRenderedDay(scripture?.date ?? null);
  seedRenderedZone(zone ?? null);
  // set just before the render (synchronous): no other request's language comes between
  activateLoaded(spoken, spanish);
  try {
    return renderToString(
      <StrictMode>
        <AppFrame cssVariables={false}>
          <StaticRouter location={path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
    );
  } finally {
    seedTodayScripture(null);
    seedSignedOut(false);
    seedRenderedTranslation(null);
    seedRenderedChapter(undefined);
    // what a render read (a chapter) is not kept between requests: the next one seeds its own
    queryClient.clear();
    seedRenderedDay(null);
    seedRenderedZone(null);
    activateLoaded('en', null);
  }
}

/**
 * What the document's head gets besides the stylesheets: the theme's CSS variables (Mantine's
 * `<style data-mantine-styles>`, with our resolver's colours), computed here once per render
 * instead of in every browser that hydrates the page (the rendered pages leave them out of the
 * tree: `AppFrame cssVariables={false}`, in the browser too while hydrating).
 */
export function renderHead(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false}>
      {null}
    </MantineProvider>,
  );
}
