// Runs before the app loads: applies the saved colour scheme (or the system's) to avoid a flash.
// Mantine keeps the choice under this key; 'auto' or nothing means "follow the system".
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
