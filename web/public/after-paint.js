// Starts the app's scripts on a server-rendered page once it is painted (sync-server's
// web-app-template.ts puts this file, deferred, in place of the module script and its preloads).
// The page is readable from the HTML; the scripts then come without competing with it.
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
  // After the first contentful paint is on the screen: its entry comes once the frame is shown.
  // (A task queued from an animation frame runs when that frame is painted but before it is
  // shown, so the scripts' requests began before the first paint counted; Lighthouse's simulation
  // then made the paint wait for them.)
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0)); // no paint timing here: after the next frame
  }
  // a tab opened in the background paints no frame until it is shown: start anyway
  setTimeout(start, 1000);
})();
