// The import directions of docs/architecture.md, checked in CI (`pnpm lint` runs `pnpm lint:imports`).
// dependency-cruiser resolves every import to a file, so these rules speak of folders, not of how an
// import happens to be spelled.

/**
 * A forbidden direction, always an error: files matching `from` never import files matching `to`
 * (each a path, or dependency-cruiser's own object where it needs more).
 */
const forbid = ({ from, to, ...about }) => ({
  ...about,
  severity: 'error',
  from: typeof from === 'string' ? { path: from } : from,
  to: typeof to === 'string' ? { path: to } : to,
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'packages-never-import-apps',
      comment: 'packages/* are shared by the server and the web app; they must not depend on either.',
      from: '^packages/',
      to: '^(web|sync-server)/',
    },
    {
      name: 'web-never-imports-the-server',
      comment:
        'The web app talks to the server over HTTP only: no file of web/src imports the server, its ' +
        "tests or their support (the sync's tests that need both live in sync-server/test/sync).",
      from: '^web/src/',
      to: '^sync-server/',
    },
    {
      name: 'the-app-never-ships-the-simulation',
      comment: "The sync's simulation (packages/sync/src/sim) is test code: the web app never imports it.",
      from: '^web/',
      to: '^packages/sync/src/sim/',
    },
    {
      name: 'sync-engine-never-imports-the-simulation',
      comment:
        'The device side of the sync (packages/sync/src/client, device) is what ships; the simulation sits on it.',
      from: '^packages/sync/src/(client|device)/',
      to: '^packages/sync/src/sim/',
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'The contract is the bottom layer: schemas and routes only.',
      from: '^packages/contract/src/',
      to: '^packages/(?!contract/)',
    },
    {
      name: 'server-infrastructure-never-imports-modules',
      comment:
        'lib/ and plugins/ are infrastructure; features (modules/) are built on them, never the reverse.',
      from: '^sync-server/src/(lib|plugins|db)/',
      to: '^sync-server/src/modules/',
    },
    {
      name: 'server-routes-never-import-the-database',
      comment: 'Routes files are thin handlers: SQL lives in repositories, reached through services.',
      from: '^sync-server/src/modules/.+routes\\.ts$',
      to: '^sync-server/src/db/|node_modules/postgres/',
    },
    {
      name: 'server-modules-never-import-the-app',
      from: '^sync-server/src/(modules|lib|plugins|db)/',
      to: '^sync-server/src/(app|server)\\.ts$',
    },
    {
      name: 'server-module-through-its-index',
      comment:
        'Code outside a server module (another module, app.ts, seed/, scripts/) uses it only through its index.ts.',
      // $1 is the importing file's own module folder (or its top-level folder or file outside modules/)
      from: '^sync-server/src/(modules/[^/]+/|[^/]+)',
      to: {
        path: '^sync-server/src/modules/[^/]+/',
        pathNot: ['^sync-server/src/$1', '^sync-server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-server-module-cycle',
      comment:
        'Server modules depend one way: a cycle between module folders (through any of their files) is ' +
        'refused even when no file cycle closes it.',
      scope: 'folder',
      from: '^sync-server/src/modules/[^/]+$',
      to: { path: '^sync-server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'feature-through-its-index',
      comment:
        "A feature uses another feature only through that feature's index.ts (its tests may use the other's fakes).",
      from: { path: '^web/src/features/([^/]+)/', pathNot: '(\\.test|/test-[^/]+)\\.tsx?$' },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'features-never-import-the-app',
      comment: 'app/ composes the features (routes, layout); features do not reach back into it.',
      // tests and their render helpers may use the app's theme
      from: { path: '^web/src/features/', pathNot: '(\\.test|/test-[^/]+)\\.tsx?$' },
      to: '^web/src/app/',
    },
    {
      name: 'web-core-imports-no-feature',
      comment: 'data/, db/, sync/, api/, session/, pwa/ and i18n/ sit below the features.',
      // the catalogue's render tests (i18n/spanish-screens*) render the features' screens
      from: {
        path: '^web/src/(data|db|sync|api|session|pwa|i18n)/',
        pathNot: '^web/src/i18n/.*\\.test\\.tsx?$',
      },
      to: '^web/src/(features|app)/',
    },
    {
      name: 'ui-is-presentational',
      comment: 'web/src/ui holds shared presentational pieces: no feature, data or sync in it.',
      from: '^web/src/ui/',
      to: '^web/src/(features|app|data|db|sync|session)/',
    },
    {
      name: 'no-circular',
      comment: 'A cycle means two modules are really one, or one of them is in the wrong place.',
      from: '^(web/src|sync-server/src|packages/[^/]+/src)/',
      to: { circular: true },
    },
  ].map(forbid),
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
  },
};
