import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedRenderedZone } from './api';
import { App } from './app/App';
import { pagesForHydration, serverData } from './app/hydrate';
import { seedRenderedDay } from './app/layout/footer-day';
import { seedSignedOut } from './features/auth';
import { seedRenderedTranslation } from './features/bible';
import { seedTodayScripture } from './features/scripture';
import { startingLanguage, startLanguage } from './i18n';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { documentIsFresh } from './ssr/fresh-document';
import { hydratingServerHtml } from './ssr/hydration';

// before anything renders: the browser's install offer may come before the banner's code
listenForInstallPrompt();

// index.html and the server's page both have it (a first-load byte saved on a check that cannot fail)
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (hydratingServerHtml) {
  // The server sent this page's first screen (entry-server.tsx): same data, same routes, then hydrate.
  const data = serverData();
  // a document fresh from the server is as current as asking it again: neither the verse nor the
  // account is asked for (a guest's first visit then loads no schema at all: docs/performance.md)
  const fresh = documentIsFresh();
  // the day in the zone the server rendered (the member's, from its cookie): hydration starts there
  seedRenderedZone(data.zone);
  seedTodayScripture(data.todayScripture, fresh, data.language === 'es' ? 'es' : 'en');
  seedSignedOut(data.signedOut, fresh);
  // the day's verse was rendered in this translation: the first render matches it, then the device's
  seedRenderedTranslation(data.translation);
  // the footer's verse of the day the server rendered (its scripture's date)
  seedRenderedDay(data.todayScripture?.date ?? null);
  // The server's page is painted before React starts: hydrating is the first screen's longest
  // task, and it waits for the next frame (after the whole document is painted). In a transition
  // React hydrates in slices, yielding to the browser between them (input and paint are never
  // blocked for long), instead of in one long task.
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // Matching the routes and loading the page's module is a task of its own, not part of evaluating
  // these modules (one long task: docs/performance.md). A page that cannot load is left to the
  // route error boundary (it rejects again when drawn).
  const pages = new Promise((resolve) => setTimeout(resolve, 0)).then(() => pagesForHydration());
  // the words in the language the server rendered (Spanish: its catalogue, a precached chunk)
  const language = startLanguage(data.language);
  void Promise.all([pages.catch(() => {}), painted, language]).then(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  // A page the server did not render (a signed-in page such as /dashboard): its first render is a
  // transition too, so React renders it in slices instead of one long task. Its words are in the
  // language chosen on this device, else the browser's.
  void startLanguage(startingLanguage()).then(() => {
    startTransition(() => {
      createRoot(root).render(app);
    });
  });
}
