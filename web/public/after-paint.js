// Starts the app's scripts on a server-rendered page once its first paint is on the screen
// (sync-server's web-app-template.ts puts this file, deferred, in place of the module script and
// its preloads; why: docs/performance.md, issue 19). Shipped as written: keep comments short.
(() => {
  const me = document.currentScript;
  const entry = me?.dataset.entry;
  if (!entry) return;
  const preloads = (me.dataset.preload || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The first contentful paint's entry comes once its frame is shown (a task queued from an
  // animation frame runs before that: requests begun then count as work the paint waited for).
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0)); // no paint timing: after the next frame
  }
  // a tab opened in the background paints nothing until it is shown: start anyway
  setTimeout(start, 1000);
})();
