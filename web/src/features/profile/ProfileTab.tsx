import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { type Profile, type ProfileBody, profileBody, SPIRITUAL_MATURITY } from '@reign/contract';
import { Suspense, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_PROFILE, useMutations, useProfile } from '../../data';
import { editedFields, hasChanges } from '../../data/change-set';
import { useAuth } from '../../session';
import { textField } from '../../ui/form-fields';
import { lazyPart } from '../../ui/LazyPart';
import { SectionCard } from '../../ui/SectionCard';
import { attempt } from '../../ui/toast';
import { KeepBibleCard } from '../bible';
import { EmailConsentCard } from '../email-consent';
import { LanguageSelect } from '../language';
import { MorningReminderSection } from '../reminders';
import { AccountDataCard } from './AccountDataCard';
import { BibleTranslationSelect } from './BibleTranslationSelect';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailCard } from './EmailCard';
import { SecurityCard } from './SecurityCard';

type ProfileFormValues = ProfileBody;

/** The time zone select (issue 39), loaded when drawn: the list of zones is in no first load. */
const TimeZoneSelect = lazyPart(async () => (await import('../time-zone')).loadTimeZoneSelect());

/** The four levels' names (the English is the domain's SPIRITUAL_MATURITY_LABELS, word for word). */
const MATURITY_LABELS: Record<(typeof SPIRITUAL_MATURITY)[number], MessageDescriptor> = {
  beginner: msg`New Believer`,
  growing: msg`Growing in Faith`,
  mature: msg`Mature Believer`,
  leader: msg`Spiritual Leader`,
};

/** The form's fields of a profile (the translation is chosen apart: BibleTranslationSelect). */
export function profileFormValues(
  profile: Pick<Profile, 'bio' | 'currentFocus' | 'spiritualMaturity' | 'preferredMeetingTime' | 'goals'>,
): ProfileFormValues {
  return {
    bio: profile.bio ?? '',
    currentFocus: profile.currentFocus ?? '',
    spiritualMaturity: profile.spiritualMaturity,
    preferredMeetingTime: profile.preferredMeetingTime ?? '',
    goals: profile.goals ?? '',
  };
}

/**
 * The profile tab (spec part 1 section 5 'Profile form'): every text optional, spiritual maturity
 * one of four (growing by default); 'Profile Updated' or 'Failed to update profile. Please try again.'
 * A save sends only the fields the person changed.
 * Below it, the account's e-mail address (confirmed by a mailed code), its security (change password,
 * sign out everywhere else), the reminders, and export and import of the account's data.
 */
export function ProfileTab() {
  const profile = useProfile();
  const member = useAuth().user !== null;
  const { updateProfile } = useMutations();
  const { t, i18n } = useLingui();
  const maturityOptions = useMemo(
    () => SPIRITUAL_MATURITY.map((value) => ({ value, label: i18n._(MATURITY_LABELS[value]) })),
    [i18n],
  );
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileBody>>({
    resolver: zodResolver(profileBody),
    defaultValues: profileFormValues(DEFAULT_PROFILE),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty, defaultValues },
  } = form;

  // The stored profile (or a change from another device) fills the form unless the person is editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the stored profile changes
  useEffect(() => {
    if (profile && !isDirty) reset(profileFormValues(profile));
  }, [profile]);

  const onSubmit = handleSubmit((values) =>
    attempt(
      async () => {
        // only the fields changed since the form was filled: another device's edit of another field stays
        const changes = editedFields(profileBody, defaultValues, values);
        if (hasChanges(changes)) await updateProfile(changes);
        reset(profileFormValues(values));
      },
      () => ({ title: t`Profile Updated`, message: t`Your profile has been saved.` }),
      t`Error`,
      t`Failed to update profile. Please try again.`,
    ),
  );

  return (
    <Stack gap="lg">
      <SectionCard title={t`My Profile`} headingGap="md">
        {profile === undefined ? (
          <Stack gap="sm" aria-busy="true" aria-label={t`Loading profile`} role="status">
            <Skeleton height={80} />
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={80} />
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Textarea
                label={t`Bio`}
                description={t`A few words about yourself`}
                autosize
                minRows={3}
                {...textField(form, 'bio')}
              />
              <TextInput
                label={t`Current focus`}
                description={t`What God is teaching you in this season`}
                {...textField(form, 'currentFocus')}
              />
              <NativeSelect
                label={t`Spiritual maturity`}
                data={maturityOptions}
                {...textField(form, 'spiritualMaturity')}
              />
              <TextInput
                label={t`Preferred meeting time`}
                description={t`For example: weekday mornings`}
                {...textField(form, 'preferredMeetingTime')}
              />
              <Textarea
                label={t`Goals`}
                description={t`What you hope to grow in`}
                autosize
                minRows={3}
                {...textField(form, 'goals')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={isSubmitting}>
                  {t`Save Profile`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </SectionCard>
      <SectionCard title={t`Reading`} headingGap="md">
        <LanguageSelect />
        <BibleTranslationSelect />
      </SectionCard>
      {member && (
        <SectionCard title={t`Your day`} headingGap="md">
          <Suspense fallback={<Skeleton height={60} aria-label={t`Loading the time zones`} />}>
            <TimeZoneSelect />
          </Suspense>
        </SectionCard>
      )}
      <EmailCard />
      <SecurityCard />
      <EmailConsentCard />
      <MorningReminderSection />
      <AccountDataCard />
      <KeepBibleCard />
      <DeleteAccountCard />
    </Stack>
  );
}
