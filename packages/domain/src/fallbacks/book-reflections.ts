import { localReference } from '@reign/bible';
import { type ReflectionKind, reflectionKind } from './book-reflection-kind';
import { pickByReference, REFLECTIONS_ES } from './book-reflections-es';
import type { TextLanguage } from './text-language';

// The built-in reflections by book, apart from reflections.ts: the web app's first screen needs the
// default verse and `cleanReflection`, and loads these only when a day has no reflection of its own.

const REFLECTIONS: Record<ReflectionKind, (reference: string) => string> = {
  psalms: (ref) =>
    [
      `The Psalms give words to every season of the heart, and ${ref} is no exception. These songs were prayed by people who knew joy and sorrow, certainty and doubt, and who brought all of it honestly before God.`,
      'Read the verse slowly and let it become your own prayer. Where you are grateful, give thanks out loud. Where you are weary or unsure, tell Him so. He is not distant from honest hearts; He draws near to those who call on Him.',
      'Carry one phrase from this psalm with you today, and return to it whenever the day grows loud.',
    ].join('\n\n'),
  proverbs: (ref) =>
    [
      `Proverbs is wisdom for ordinary days: how we speak, work, spend, rest and treat the people around us. ${ref} is a short word meant to shape real decisions, not just fill a quiet moment.`,
      'Ask yourself where this wisdom meets your plans today. Is there a conversation to handle with more patience, a choice to make with more care, a habit to bring into the light?',
      'Wisdom begins with reverence for God. Invite Him into the small choices, and trust that faithfulness in little things is how a wise life is built.',
    ].join('\n\n'),
  gospels: (ref) =>
    [
      `In ${ref} we meet Jesus up close: what He said, what He did, and how He treated the people in front of Him. The Gospels invite us not only to learn about Him but to follow Him.`,
      'Picture yourself in this scene. What would it mean to hear these words spoken to you today? Notice where Jesus offers comfort, where He calls for change, and where He simply asks you to trust Him.',
      'Take one step of following Him today: a kindness, a truth spoken in love, a burden laid down. He walks with those who walk with Him.',
    ].join('\n\n'),
  pauline: (ref) =>
    [
      `${ref} comes from a letter written to real believers facing real pressures. Paul's words hold together two things: everything we have in Christ is a gift of grace, and that grace is meant to change how we live.`,
      "Before asking what you should do, receive what God has already done. You are loved, forgiven and held, not because of today's performance but because of Christ.",
      'From that place of grace, ask what this verse calls you to today: a change of mind, a word of encouragement, a step of obedience. Let grace, not pressure, be your strength.',
    ].join('\n\n'),
  generic: (ref) =>
    [
      `Today's verse, ${ref}, is a gift to carry with you. Scripture is not only something to study; it is God speaking to His people, and He still speaks through it.`,
      'Read the verse a few times, slowly. Notice the word or phrase that stays with you, and ask God what He wants you to see in it. Then hold it through the day, in your work, your conversations and your quiet moments.',
      'Renewing your mind happens one truth at a time. Let this one shape how you think, speak and act today.',
    ].join('\n\n'),
};

export { type ReflectionKind, reflectionKind };

/**
 * The built-in reflection for a reference, chosen by its book, in `language` (Spanish: one of the
 * kind's three, by the reference, naming the book in Spanish).
 */
export function fallbackReflection(reference: string, language: TextLanguage = 'en'): string {
  const ref = reference.trim();
  if (language === 'es') {
    return pickByReference(
      REFLECTIONS_ES[reflectionKind(ref)],
      ref,
    )(localReference(ref, 'rv1909') || 'este versículo');
  }
  return REFLECTIONS[reflectionKind(ref)](ref || 'this verse');
}
