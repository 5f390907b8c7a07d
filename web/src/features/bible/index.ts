// features/bible: the World English Bible reader (/bible/:book/:chapter, its own chunk loaded from
// app/routes.tsx), links to it from references, and keeping the whole Bible on this device.

export { readerPath, readerPathForReference } from '@reign/bible';
export { KeepBibleCard } from './KeepBibleCard';
export { MemberTranslation } from './member-translation';
export { ReferenceLink } from './ReferenceLink';
export { seedRenderedChapter } from './rendered-chapter';
export { ScriptureLink } from './ScriptureLink';
export { ScriptureQuote } from './ScriptureQuote';
export { TextWithReferences } from './TextWithReferences';
export {
  asTranslation,
  seedRenderedTranslation,
  useStoredTranslation as useShownTranslation,
} from './translation-choice';
export { useBibleTranslation } from './use-translation';
export { VerseQuote } from './VerseQuote';
