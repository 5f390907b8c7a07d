import type { Language } from '@reign/contract/language-list';
import type { OtherTranslationTexts } from '@reign/contract/scripture';

/** Where the scripture on screen came from. */
export type ScriptureOrigin = 'server' | 'cache' | 'daily-list' | 'default';

/** Today's scripture as the screens use it. */
export interface DayScripture {
  /** the Central date it belongs to */
  date: string;
  verse: string;
  reference: string;
  /** cleaned; '' when the server gave none (one is then generated) */
  reflection: string;
  /** 'Matthew Henry, Concise Commentary' when the server's reflection is his comment */
  credit?: string | undefined;
  audioUrl: string | null;
  /** the reader at the reference, from the server (undefined: worked out on the device when shown) */
  readerPath?: string | undefined;
  /** the verse in the KJV and the RV1909 where the server could read it (none from the built-in list) */
  translations?: OtherTranslationTexts | undefined;
  /** the reflection's language when not English (written for a Spanish reader) */
  reflectionLanguage?: Language | undefined;
  /** the reference with its book named in the screens' language, when it is not English */
  localReference?: string | undefined;
  origin: ScriptureOrigin;
}
