import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's `.vite/manifest.json`: for each source module, its chunk, static imports and styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export interface Template {
  /** The document up to and including `<div id="root">`, with `extraStyles` before `</head>`. */
  head(extraStyles: string): string;
  /**
   * From the root's closing tag to the end, with `beforeBody` and the app's scripts (its own and
   * `pageScripts`, started after the first paint) before `</body>`.
   */
  tail(beforeBody: string, pageScripts: readonly string[]): string;
  /** The styles (inline, for the head) and the scripts (addresses) of a page module. */
  pageAssets(moduleKey: string | undefined): { styles: string; scripts: string[] };
}

/**
 * A stylesheet's text for a `<style>` element: the copy the build made for inlining when there is
 * one (`ssr/inline-css`: without the rules of Mantine components the app never renders, see
 * web/build/inline-css.ts), else the file itself.
 */
const css = (webDistDir: string, href: string): string | null => {
  const file = [join(webDistDir, 'ssr', 'inline-css', href), join(webDistDir, href)].find((f) =>
    existsSync(f),
  );
  return file ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null;
};

/** The file that starts the app's scripts after the first paint (web/boot/after-paint.js). */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

/**
 * The first paint of a rendered page needs no script, so the app's scripts are not in the
 * document: `after-paint.js` (deferred, under a kilobyte) adds the entry and the preloads of its
 * chunks once the page is painted. Scripts requested with the document compete with it for the
 * connection, and Lighthouse counts every request started before the largest paint as work that
 * paint waited for (issue 19).
 */
const afterPaintLoader = (entry: string, preloads: readonly string[]): string =>
  `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;

/**
 * Beside a stylesheet the page has inline, a link to its file that is never loaded (`disabled`):
 * a lazy page's chunk that lists the file as its dependency finds it linked and does not link it
 * again. Linked again, after the page's own stylesheet, its Mantine rules won over the page's
 * (the dashboard's tabs wrapped after the first paint: a layout shift).
 */
const linkedMark = (href: string): string => `<link rel="stylesheet" href="${href}" disabled>`;

/**
 * The built index.html as the template of server-rendered pages: its stylesheets inline (no
 * request blocks the first paint), the html element marked as server-rendered (`data-reign-ssr`,
 * which makes the client hydrate), and the page module's own styles and scripts added per page.
 */
export function readTemplate(webDistDir: string): Template | null {
  const html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (tag, href) => {
      const text = css(webDistDir, href);
      return text === null ? tag : `<style>${text}</style>${linkedMark(href)}`;
    },
  );
  // The app's scripts leave the document; after-paint.js starts them (afterPaintLoader).
  let entry = '';
  const appPreloads: string[] = [];
  const withoutScripts = inlined.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
    (tag: string) => {
      const src = /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
      if (tag.includes('<script')) entry = src;
      else appPreloads.push(src);
      return '';
    },
  );
  const marked = withoutScripts.replace(/<html([^>]*)>/, '<html$1 data-reign-ssr>');
  const root = '<div id="root"></div>';
  const at = marked.indexOf(root);
  if (at < 0 || !marked.includes('</head>')) return null;
  const before = `${marked.slice(0, at)}<div id="root">`;
  const after = `</div>${marked.slice(at + root.length)}`;

  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const inHead = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));

  return {
    head: (extraStyles) => before.replace('</head>', `${extraStyles}</head>`),
    tail: (beforeBody, pageScripts) =>
      after.replace(
        '</body>',
        `${beforeBody}${afterPaintLoader(entry, [...new Set([...appPreloads, ...pageScripts])])}</body>`,
      ),
    pageAssets(moduleKey) {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || scripts.has(chunk.file)) return;
        scripts.add(chunk.file);
        for (const style of chunk.css ?? []) styles.add(style);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      if (moduleKey) visit(moduleKey);
      const inline = [...styles]
        .filter((file) => !inHead.has(file))
        .map((file) => css(webDistDir, `/${file}`))
        .filter((text) => text !== null)
        .map((text) => `<style>${text}</style>`);
      const preload = [...scripts].filter((file) => !inHead.has(file)).map((file) => `/${file}`);
      return { styles: inline.join(''), scripts: preload };
    },
  };
}
