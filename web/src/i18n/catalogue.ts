import { loadSpanish } from 'virtual:reign-catalogue-es';
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@reign/contract/language-list';
import { messageKey } from './message-key';
import { type SharedTranslator, type Spoken, setSharedTranslator } from './shared-words';

type Values = Record<string, unknown>;

// The one message runtime of the app (@lingui/core's i18n). English, the source, needs no
// catalogue: its words are in the code, compiled (build/lingui-macro.ts). Spanish is one lazy chunk
// (src/locales/es.po compiled by @lingui/vite-plugin), precached by the service worker like every
// chunk, so switching works offline.

// Our own instance, made by a pure call (nothing else runs when this module loads); the macros'
// output uses it too (lingui.config.ts). English from the start: its compiled words are in the code.
export const i18n = /* @__PURE__ */ keyedByEnglish(
  /* @__PURE__ */ setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } }),
);

/**
 * The code carries each message's English and no id (build/lingui-macro.ts): `_` looks a message up
 * by its English (messageKey), as the Spanish catalogue is keyed (build/catalogues.ts).
 */
function keyedByEnglish(runtime: I18n): I18n {
  const translate = runtime._.bind(runtime);
  const keyed: I18n['_'] = ((id: unknown, values?: Values, options?: { message?: unknown }) => {
    if (id === undefined && options && 'message' in options)
      return translate(messageKey(options.message), values, options as never);
    if (id && typeof id === 'object' && !('id' in id && (id as MessageDescriptor).id !== undefined)) {
      // (the macros keep a message's context: stripNonEssentialFields is off, build/lingui-macro.ts)
      const descriptor = id as MessageDescriptor & { context?: string };
      return translate(
        { ...descriptor, id: messageKey(descriptor.message, descriptor.context) } as never,
        values,
        options as never,
      );
    }
    return translate(id as never, values, options as never);
  }) as I18n['_'];
  runtime._ = keyed;
  runtime.t = keyed;
  return runtime;
}

let loading: Map<Language, Promise<void>> | undefined;

/** Loads a language's catalogue (once); English has none to load. */
export function loadCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve();
  loading ??= new Map();
  let done = loading.get(language);
  if (!done) {
    done = loadSpanish().then((messages) => {
      i18n.load(language, messages as Parameters<typeof i18n.load>[1]);
      setSharedTranslator(translateSharedLater());
    });
    done.catch(() => loading?.delete(language)); // offline before it was kept: try again later
    loading.set(language, done);
  }
  return done;
}

/** Shows every message in `language`, once its catalogue is loaded. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * For the server's rendering (entry-server.tsx), which bundles the catalogue: shows `language`
 * with `messages` at once (a render is synchronous, so no other request's language interleaves).
 */
export function activateLoaded(language: Language, messages: Record<string, unknown> | null): void {
  if (messages) i18n.load(language, messages as Parameters<typeof i18n.load>[1]);
  if (i18n.locale !== language) i18n.activate(language);
}

/** The language the messages show in now. */
export const activeLanguage = (): Language => (i18n.locale === 'es' ? 'es' : 'en');

/**
 * The shared packages' messages in the loaded language (shared/translate.ts: the wording of every
 * message code): no first screen shows one (they answer something a person did), so they load on
 * the first tap or key press, or when one is first asked for. Until then such a message shows in
 * English; when they arrive the runtime's 'change' renders the screens again.
 */
function translateSharedLater(): SharedTranslator {
  let translate: SharedTranslator | null = null;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    import('./shared/translate').then(
      (shared) => {
        translate = {
          spoken: (said) => shared.translateSpoken(i18n, said),
          english: (english) => shared.translateEnglish(i18n, english),
        };
        i18n.emit('change');
      },
      () => {
        loading = false; // offline before the chunk was kept: English meanwhile, try again later
      },
    );
  };
  if (typeof window !== 'undefined') {
    for (const type of ['pointerdown', 'keydown'] as const)
      window.addEventListener(type, load, { capture: true, once: true, passive: true });
  }
  const later = (said: Spoken) => {
    if (said.message) load();
    return said.message;
  };
  return {
    spoken: (said) => (translate ? translate.spoken(said) : later(said)),
    english: (english) => (translate ? translate.english(english) : later({ message: english })),
  };
}
