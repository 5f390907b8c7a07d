import { join } from 'node:path';
import { type PluginObj, types as t, transformAsync } from '@babel/core';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SOURCE = /\.[jt]sx?$/;
const USES_MACRO = /from '@lingui\/(core|react)\/macro'/;

/** A message as the runtime reads it without a compiler (what `lingui compile` writes). */
const compiled = (message: string) => t.valueToNode(compileMessage(message));

/**
 * After the macro: each message descriptor's English (`message: "..."`, or `<Trans message="...">`)
 * replaced by its compiled form. The runtime then shows English with no catalogue and no message
 * compiler (`@lingui/core` leaves its compiler out of production builds): English, the source
 * language, loads nothing more than its own words, as it did before the catalogue. Lingui's generated
 * id is dropped: the English is the key (src/i18n/message-key.ts, build/catalogues.ts).
 */
function compileSourceMessages(): PluginObj {
  return {
    name: 'reign-compile-source-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.node.properties;
        const hasId = props.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
        if (!hasId) return;
        const message = props.find(
          (p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'message' }),
        );
        if (!message || !t.isStringLiteral(message.value)) return;
        message.value = compiled(message.value.value);
        // the English is the key (src/i18n/message-key.ts): the generated id goes
        path.node.properties = props.filter(
          (p) =>
            !(t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }) && t.isStringLiteral(p.value)),
        );
      },
      JSXOpeningElement(path) {
        const attrs = path.node.attributes;
        const named = (name: string) =>
          attrs.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }));
        const message = named('message');
        const id = named('id');
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        message.value = t.jsxExpressionContainer(compiled(message.value.value));
        const comment = named('comment');
        path.node.attributes = attrs.filter((a) => a !== id && a !== comment);
      },
    },
  };
}

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`, `useLingui` from @lingui/*\/macro) compiled by
 * @lingui/babel-plugin-lingui-macro, in every mode (dev, tests, both builds), before React
 * Compiler. Vite 8's @vitejs/plugin-react no longer runs Babel (and @rolldown/plugin-babel needs
 * Node 22), so this is a Babel 7 step of its own, like build/react-compiler.ts, and only for the
 * modules that import a macro. The English of each message is kept (stripMessageField: false) and
 * compiled in place (compileSourceMessages).
 */
export function linguiMacro(): Plugin {
  let linguiConfig: LinguiConfigNormalized | null = null;
  return {
    name: 'reign-lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      linguiConfig = getConfig({ configPath: join(config.root, 'lingui.config.ts') });
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const macro = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [
          [
            '@lingui/babel-plugin-lingui-macro',
            { stripMessageField: false, stripNonEssentialFields: false, linguiConfig },
          ],
        ],
      });
      if (!macro?.code) return null;
      const result = await transformAsync(macro.code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        inputSourceMap: macro.map ?? undefined,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [compileSourceMessages],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
