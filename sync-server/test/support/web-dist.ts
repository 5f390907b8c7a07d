import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built index.html of a stand-in web build, with nothing in it but the root. */
export const PLAIN_INDEX =
  '<!doctype html><html lang="en"><head><title>Reign</title></head><body><div id="root"></div></body></html>';

/**
 * A web build as the web-app plugin reads it, in a new temporary folder: `index.html` and a
 * stand-in for the server entry (<dist>/ssr/entry-server.js, built from web/src/entry-server.tsx)
 * whose source is `entry`. Answers the folder, for WEB_DIST_DIR.
 */
export function writeWebDist(entry: string, indexHtml: string = PLAIN_INDEX): string {
  const dist = mkdtempSync(join(tmpdir(), 'reign-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), entry);
  return dist;
}
