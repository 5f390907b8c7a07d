import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { routesForHydration, serverScripture } from './app/hydrate';
import { seedTodayScripture } from './features/scripture';
import { hydratingServerHtml } from './ssr/hydration';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

if (hydratingServerHtml) {
  // The server sent this page's first screen (entry-server.tsx): same data, same routes, then hydrate.
  seedTodayScripture(serverScripture());
  // The server's page is painted before React starts: hydrating is the first screen's longest
  // task, and it waits for the next frame (after the whole document is painted).
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  void Promise.all([routesForHydration(), painted]).then(([routes]) => {
    hydrateRoot(
      root,
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
