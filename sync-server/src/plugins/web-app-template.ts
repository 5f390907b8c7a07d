import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's `.vite/manifest.json`: for each source module, its chunk, static imports and styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export interface Template {
  /** The document up to and including `<div id="root">`, with `extraStyles` before `</head>`. */
  head(extraStyles: string): string;
  /** From the root's closing tag to the end, with `beforeBody` and the app's scripts before `</body>`. */
  tail(beforeBody: string): string;
  /** The styles (inline, for the head) and the scripts (preloads, for the end) of a page module. */
  pageAssets(moduleKey: string | undefined): { styles: string; scripts: string };
}

const css = (webDistDir: string, href: string): string | null => {
  const file = join(webDistDir, href);
  return existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null;
};

/**
 * The first paint of a rendered page needs no script: the app's scripts are fetched at low
 * priority, after what the page shows (at high priority, Chromium and Lighthouse count them as
 * work the first paint waits for).
 */
const lowPriority = (tag: string): string => tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');

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
      return text === null ? tag : `<style>${text}</style>`;
    },
  );
  // The app's scripts after the content: the page is painted from the HTML, and the browser
  // fetches the scripts once it has read it (they run after parsing either way).
  const scriptTags: string[] = [];
  const withoutScripts = inlined.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
    (tag) => {
      scriptTags.push(lowPriority(tag.trim()));
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
    tail: (beforeBody) => after.replace('</body>', `${beforeBody}${scriptTags.join('')}</body>`),
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
      const preload = [...scripts]
        .filter((file) => !inHead.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
      return { styles: inline.join(''), scripts: preload.join('') };
    },
  };
}
