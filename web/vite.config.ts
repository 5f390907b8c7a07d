/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.REIGN_API_URL ?? 'http://localhost:3000';

/**
 * The web app manifest (manifest.webmanifest). Theme colour: the indigo of index.html's
 * theme-color meta; icons are rendered by src/pwa/icons/render-icons.sh.
 */
const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Reign',
  short_name: 'Reign',
  description: 'A faith-based daily plan: scripture, reflection and five steps to order your day.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#3b3f9e',
  background_color: '#ffffff',
  categories: ['lifestyle', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    // Our own service worker (src/sw.ts): precache, runtime caches, Background Sync, notifications.
    // The page registers it itself (src/pwa/register.ts) so an update can wait for the outbox.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    // The API refuses unsafe requests from another origin, so the browser must see one origin:
    // the dev server forwards /api to the sync server and keeps the Host header, so the
    // server compares the page's Origin with the host the browser used.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.engine.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', 'src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The sync engine against the real server and database (src/sync/engine-tests/README.md).
        extends: true,
        test: {
          name: 'engine',
          include: ['src/sync/**/*.engine.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          globalSetup: ['src/sync/engine-tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
