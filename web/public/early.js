// Runs before the app's modules (a file, not an inline script: the Content-Security-Policy allows
// no inline script and no eval).
//
// 1. The saved colour scheme (or the system's), applied before the first paint so dark-mode users
//    see no light flash. Mantine keeps the choice under this key; 'auto' or nothing means "follow
//    the system".
(() => {
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const scheme = saved === 'light' || saved === 'dark' ? saved : systemDark ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage can be blocked; Mantine applies the scheme once the app starts.
  }
})();

// 2. The home page's framework card as the device left it (issue 15: folded after the first visit,
//    or closed), before the first paint: the server renders it open, and its stylesheet folds or
//    hides it from these attributes until the app takes over (features/home/FrameworkCard).
(() => {
  try {
    const kept = JSON.parse(window.localStorage.getItem('reign:framework-card') || 'null');
    const state = (kept && kept.state) || {};
    if (state.seen) document.documentElement.setAttribute('data-reign-framework-seen', '');
    if (state.hidden) document.documentElement.setAttribute('data-reign-framework-hidden', '');
  } catch {
    // Storage can be blocked: the card shows open until the app starts.
  }
})();

// 3. zod without its eval-compiled parsers. zod 4 probes `new Function('')` when the first object
//    schema is built, and under our CSP that probe is reported as a violation (Lighthouse: "Issues
//    were logged in the Issues panel"). zod reads this shared config object, so it must exist
//    before any schema module runs: here, not in main.tsx, whose imported chunks run first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
