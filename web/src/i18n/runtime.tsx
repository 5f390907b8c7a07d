import type { I18n } from '@lingui/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { i18n } from './catalogue';

export { i18n };

// What the macros' output calls (lingui.config.ts: runtimeConfigModule): `useLingui` and `<Trans>`
// as @lingui/react's, read from the provider when there is one and from the app's one runtime when
// there is none (a component rendered alone in a test), instead of throwing.

interface Lingui {
  i18n: I18n;
  _: I18n['_'];
}

// `i18n` a new view of the one runtime per language (its methods only read it): the React
// Compiler keeps what a component made with `i18n._(descriptor)` until `i18n` changes
const make = (): Lingui => ({ i18n: Object.create(i18n) as I18n, _: i18n._.bind(i18n) });
const LinguiContext = /* @__PURE__ */ createContext<Lingui | null>(null);

/** Re-renders everything below it when the language changes (a new context value). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(make);
  useEffect(() => {
    const update = () => setValue(make());
    // a change between the first render and this effect
    if (value.i18n.locale !== i18n.locale) update();
    return i18n.on('change', update);
  }, [value.i18n.locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

/** For a component rendered without the provider (made on first use: nothing runs on load). */
let outside: Lingui | undefined;

/** The runtime and its `_`, both new when the language changes, so memoized output follows. */
export function useLingui(): Lingui {
  const value = useContext(LinguiContext);
  if (value) return value;
  outside ??= make();
  return outside;
}
