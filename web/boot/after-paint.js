// Starts the app's scripts on a server-rendered page once its first paint is on the screen
// (sync-server's web-app-template.ts puts this file, deferred, in place of the module script and
// its preloads; why: docs/performance.md, issue 19), and holds a tap on a button made before the
// app could answer it, to replay it once React owns the page (issue 37: a tap on something that
// looks ready must work). The build minifies this file (build/boot-scripts.ts).
(() => {
  const me = document.currentScript;
  const entry = me?.dataset.entry;
  if (!entry) return;
  earlyStep();
  holdEarlyTaps();
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

  // The wizard's step 2, drawn by the server beside step 1 (src/features/wizard/EarlyStep.tsx): until
  // the app is ready, step 1's Continue shows it at once (<html data-early-view>, the wizard's
  // stylesheet swaps them) and its Previous goes back; its Continue is enabled while priority 1 is
  // filled in, as the real step's is. Registered first: these taps are answered, not held.
  function earlyStep() {
    const root = document.documentElement;
    const panel = () => document.getElementById('reign-early-step');
    addEventListener(
      'click',
      (event) => {
        const early = panel();
        const target = event.target;
        if (!early || root.hasAttribute('data-reign-ready') || !target.closest) return;
        const next = target.closest('[data-early-next]:not(:disabled)');
        const back = early.contains(target) && target.closest('button:not([type="submit"])');
        if (!next && !back) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (back) root.removeAttribute('data-early-view');
        else root.setAttribute('data-early-view', 'establish');
        (back ? document : early).querySelector('[data-step-heading]')?.focus({ preventScroll: true });
        // every step change scrolls to the top of the wizard after 0.1 s (spec part 1 section 9)
        const smooth = matchMedia('(prefers-reduced-motion: no-preference)').matches;
        if (next)
          setTimeout(
            () => early.closest('section')?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' }),
            100,
          );
      },
      true,
    );
    addEventListener('input', (event) => {
      const early = panel();
      const submit = early?.contains(event.target) && early.querySelector('[type="submit"]');
      if (submit) submit.disabled = !early.querySelector('input').value.trim();
    });
  }

  // Until the app marks <html data-reign-ready> (src/ssr/hydration.ts: the root and the page are
  // hydrated), a tap on a button, a radio or a verse (`data-tappable`) does nothing by itself: the
  // latest one is held (shown busy) and clicked again then, unless the person has moved on meanwhile.
  // Links are left alone: without the app they still open their page.
  function holdEarlyTaps() {
    const root = document.documentElement;
    const ready = () => root.hasAttribute('data-reign-ready');
    const CONTROL =
      'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], [data-tappable]';
    let held = null;
    const release = (el) => {
      el.removeAttribute('aria-busy');
      el.style.removeProperty('opacity');
    };
    const onClick = (event) => {
      if (ready()) return;
      const el = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!el || el.disabled || el.getAttribute('aria-disabled') === 'true') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held && held !== el) release(held);
      held = el;
      el.setAttribute('aria-busy', 'true');
      el.style.opacity = '0.7';
    };
    // The person moved on (typed, went to a field, pressed somewhere that is no control): the held
    // tap is dropped, never replayed over what they did since (issue 53).
    const onMove = (event) => {
      if (held && !event.target.closest?.(CONTROL)) {
        release(held);
        held = null;
      }
    };
    const moves = ['input', 'focusin', 'pointerdown'];
    window.addEventListener('click', onClick, true);
    for (const type of moves) window.addEventListener(type, onMove, true);
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      observer.disconnect();
      window.removeEventListener('click', onClick, true);
      for (const type of moves) window.removeEventListener(type, onMove, true);
      const el = held;
      held = null;
      if (!el) return;
      release(el);
      // after the effects that marked the page ready: React's handlers are attached
      setTimeout(() => el.isConnected && el.click(), 0);
    }).observe(root, { attributes: true, attributeFilter: ['data-reign-ready'] });
  }
})();
