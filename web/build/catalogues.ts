import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { messageKey } from '../src/i18n/message-key';

const MODULE = 'virtual:reign-catalogue-es';
const RESOLVED = `\0${MODULE}`;

/**
 * The Spanish catalogue: every area's `src/locales/es/<area>.po` merged into one map from each
 * message's key (its English, compiled: src/i18n/message-key.ts) to its Spanish, compiled. The code
 * carries only the English (build/lingui-macro.ts drops Lingui's generated ids), so the key is the
 * English itself and English needs no catalogue at all.
 */
export async function spanishMessages(root: string): Promise<Record<string, unknown>> {
  const dir = join(root, 'src/locales/es');
  const po = formatter({ lineNumbers: false });
  const messages: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.po'))
    .sort()) {
    const filename = join(dir, file);
    const catalog = await po.parse(readFileSync(filename, 'utf8'), {
      locale: 'es',
      sourceLocale: 'en',
      filename,
    });
    for (const entry of Object.values(catalog ?? {})) {
      if (!entry.message || !entry.translation || entry.obsolete) continue;
      messages[messageKey(compileMessage(entry.message), entry.context)] = compileMessage(entry.translation);
    }
  }
  return messages;
}

/**
 * `import { loadSpanish } from 'virtual:reign-catalogue-es'`: in the browser's build the catalogue is
 * a JSON file of its own (`/locales/es.<hash>.json`, precached), fetched like any data: it is not
 * code, and a Spanish first visit runs no more script than an English one. The server's build and
 * tests get the map in the module itself. `catalogueUrl` names the file (the server preloads it).
 */
export function catalogues(): Plugin {
  let root = '';
  let emitted = false;
  return {
    name: 'reign-catalogues',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      // data only: importing it runs nothing (so a module that imports the runtime stays tree-shakeable)
      return id === MODULE ? { id: RESOLVED, moduleSideEffects: false } : null;
    },
    async load(id, options) {
      if (id !== RESOLVED) return null;
      const messages = await spanishMessages(root);
      for (const file of readdirSync(join(root, 'src/locales/es')))
        this.addWatchFile(join(root, 'src/locales/es', file));
      const json = JSON.stringify(messages);
      const inBrowserBuild = this.environment?.mode === 'build' && !options?.ssr;
      if (!inBrowserBuild) {
        return `const messages = ${json};\nexport const catalogueUrl = null;\nexport const loadSpanish = () => Promise.resolve(messages);\n`;
      }
      const fileName = `locales/es.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
      if (!emitted) this.emitFile({ type: 'asset', fileName, source: json });
      emitted = true;
      return [
        `export const catalogueUrl = ${JSON.stringify(`/${fileName}`)};`,
        'export const loadSpanish = () => fetch(catalogueUrl).then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); });',
      ].join('\n');
    },
  };
}
