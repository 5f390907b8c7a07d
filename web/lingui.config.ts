import { join } from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** What the macros' output imports: the app's runtime (src/i18n/runtime.tsx), never a provider error. */
const runtime = join(import.meta.dirname, 'src/i18n/runtime.tsx');

// The message catalogues (docs/i18n.md): English is the source (its words are in the code and go
// into the bundle compiled, so English loads no catalogue); Spanish is src/locales/es.po, compiled
// by @lingui/vite-plugin when the app imports it (one lazy chunk).
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**'];

/** The areas with a catalogue of their own (the feature folders they hold); the rest is 'shell'. */
const AREAS: Record<string, string[]> = {
  dashboard: [
    'dashboard',
    'goals',
    'tasks',
    'history',
    'prayers',
    'rewards',
    'series',
    'reflections',
    'circles',
    'prayer-wall',
  ],
  account: [
    'profile',
    'reminders',
    'upgrade',
    'upgrade-prompt',
    'password-reset',
    'email-consent',
    'setup',
    'about',
    'time-zone',
  ],
  bible: ['bible', 'bible-topics', 'commentary', 'reading-plans'],
  admin: ['admin', 'debug'],
};

/** Areas that are folders outside src/features: the messages that come from the shared packages. */
const FOLDER_AREAS: Record<string, string> = { shared: 'i18n/shared' };

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // no line numbers: a catalogue changes only when its messages do
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // One catalogue per area of the app, so that the areas can be written (and reviewed) apart; the
  // build merges a language's areas into one file (build/catalogue.ts).
  catalogs: [
    ...Object.entries(AREAS).map(([area, folders]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: folders.map((folder) => `<rootDir>/src/features/${folder}`),
      exclude: TESTS,
    })),
    ...Object.entries(FOLDER_AREAS).map(([area, folder]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: [`<rootDir>/src/${folder}`],
      exclude: TESTS,
    })),
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: [
        ...TESTS,
        ...Object.values(AREAS).flatMap((folders) => folders.map((f) => `**/src/features/${f}/**`)),
        ...Object.values(FOLDER_AREAS).map((folder) => `**/src/${folder}/**`),
      ],
    },
  ],
  runtimeConfigModule: {
    i18n: [runtime, 'i18n'],
    useLingui: [runtime, 'useLingui'],
    Trans: [join(import.meta.dirname, 'src/i18n/trans.tsx'), 'Trans'],
  },
});
