// Which pages the server renders, and how: data only (the server reads it through the server entry,
// the build through vite.config.ts).

/**
 * The paths rendered on the server (which does not read the session, only whether its cookie is
 * there): `/` in full (today's verse, the guest's step 0); the sign-in screen as its frame (header,
 * footer, the account's loading state); the dashboard with its heading, summary cards and tabs,
 * their figures as skeletons, and the prayer journal with its heading, search and tabs, its list a
 * skeleton (their routes are drawn while the account loads), which the browser fills from the device. The Bible's index (`/bible`) lists its books; a chapter's page (`/bible/:book/:chapter`,
 * the route the server matches) carries that chapter's text in the visitor's translation (issue 53),
 * which the server gives beside the HTML.
 */
export const RENDERED_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/login',
  '/dashboard',
  '/prayers',
  '/bible',
  '/bible/:book/:chapter',
  '/plans',
  '/study',
];

/**
 * The rendered paths with a first screen for signed-out visitors: the server renders them signed
 * out when the request has no session cookie (so nobody can be signed in), and as the account's
 * loading state otherwise. `/auth` and `/login` show their form; `/` its Login button, and a page
 * the browser then hydrates without asking who is signed in (AuthProvider's `seedSignedOut`).
 */
export const SIGNED_OUT_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/login',
  '/bible',
  '/bible/:book/:chapter',
  '/plans',
  '/study',
];

/**
 * The page module of each rendered path, as the build's manifest names it: the server inlines its
 * stylesheets and preloads its scripts (the browser loads them before hydrating).
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomePage.tsx',
  '/auth': 'src/features/auth/AuthPage.tsx',
  '/login': 'src/features/auth/AuthPage.tsx',
  '/dashboard': 'src/features/dashboard/DashboardPage.tsx',
  '/prayers': 'src/features/prayers/PrayersPage.tsx',
  '/bible': 'src/features/bible/BibleIndexPage.tsx',
  '/bible/:book/:chapter': 'src/features/bible/BiblePage.tsx',
  '/plans': 'src/features/reading-plans/ReadingPlansPage.tsx',
  '/study': 'src/features/bible/study/StudyPage.tsx',
};
