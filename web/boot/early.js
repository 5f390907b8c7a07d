// Runs before the app's modules, as a file: the Content-Security-Policy allows no inline script
// and no eval. Shipped as written: keep comments short (the reasons: docs/performance.md).
// 1. The saved colour scheme (Mantine's key; 'auto' or none follows the system), before the first
//    paint: no light flash in dark mode.
(() => {
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const scheme = saved === 'light' || saved === 'dark' ? saved : systemDark ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // storage blocked: Mantine applies the scheme once the app starts
  }
})();

// 2. The home page's framework card as the device left it (issue 15: folded, or closed); its
//    stylesheet reads these attributes until the app takes over (features/home/FrameworkCard).
(() => {
  try {
    const kept = JSON.parse(window.localStorage.getItem('reign:framework-card') || 'null');
    const state = (kept && kept.state) || {};
    if (state.seen) document.documentElement.setAttribute('data-reign-framework-seen', '');
    if (state.hidden) document.documentElement.setAttribute('data-reign-framework-hidden', '');
  } catch {
    // storage blocked: the card shows open until the app starts
  }
})();

// 3. zod without its eval-compiled parsers (its `new Function` probe is a CSP violation). zod reads
//    this config when its first object schema is built: it must exist before any module runs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
