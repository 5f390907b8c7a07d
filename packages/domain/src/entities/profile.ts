import type { Profile } from '@reign/contract';
import { type ChangeSet, type MutationInput, withChanges } from './rows';

export type ProfileInput = MutationInput<'profile.update'>;

/** The profile of a member who never saved one. */
export const DEFAULT_PROFILE: Profile = {
  bio: null,
  currentFocus: null,
  spiritualMaturity: 'growing',
  preferredMeetingTime: null,
  goals: null,
  bibleTranslation: null,
  timeZone: null,
  language: null,
  updatedAt: null,
};

/**
 * The profile after a save at `at`: the fields the save holds over the stored profile (or the
 * defaults). A change set (sync) holds only the fields the person changed; the REST form holds all.
 */
export function profileAfterSave(
  stored: Profile | undefined,
  input: ProfileInput | ChangeSet<Omit<Profile, 'updatedAt'>>,
  at: string,
): Profile {
  const base = stored ?? DEFAULT_PROFILE;
  const fields: Profile = {
    bio: base.bio,
    currentFocus: base.currentFocus,
    spiritualMaturity: base.spiritualMaturity,
    preferredMeetingTime: base.preferredMeetingTime,
    goals: base.goals,
    // not chosen (or stored before the field existed): the language's own translation is shown
    bibleTranslation: base.bibleTranslation ?? null,
    // not chosen (or stored before the field existed): the day turns in America/Chicago
    timeZone: base.timeZone ?? null,
    // nor a language: not chosen (the browser's)
    language: base.language ?? null,
    updatedAt: base.updatedAt,
  };
  return { ...withChanges<Profile>(fields, input), updatedAt: at };
}
