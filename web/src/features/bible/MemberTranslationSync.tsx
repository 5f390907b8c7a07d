import { useBibleTranslation } from './use-translation';

/** Keeps a member's device copy of the translation equal to the profile's (use-translation.ts). */
export default function MemberTranslationSync() {
  useBibleTranslation();
  return null;
}
