import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Profile, type ProfileBody, profileBody, SPIRITUAL_MATURITY } from '@reign/contract';
import { SPIRITUAL_MATURITY_LABELS } from '@reign/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_PROFILE, editedFields, hasChanges, useMutations, useProfile } from '../../data';
import { attempt } from '../../ui/toast';
import { KeepBibleCard } from '../bible';
import { EmailConsentCard } from '../email-consent';
import { MorningReminderSection } from '../reminders';
import { AccountDataCard } from './AccountDataCard';
import { EmailCard } from './EmailCard';
import { SecurityCard } from './SecurityCard';

type ProfileFormValues = ProfileBody;

const MATURITY_OPTIONS = SPIRITUAL_MATURITY.map((value) => ({
  value,
  label: SPIRITUAL_MATURITY_LABELS[value],
}));

export function profileFormValues(profile: Profile): ProfileFormValues {
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
  const headingId = useId();
  const profile = useProfile();
  const { updateProfile } = useMutations();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty, defaultValues },
  } = useForm<ProfileFormValues, unknown, z.output<typeof profileBody>>({
    resolver: zodResolver(profileBody),
    defaultValues: profileFormValues(DEFAULT_PROFILE),
  });

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
        reset(profileFormValues({ ...values, updatedAt: null }));
      },
      () => ({ title: 'Profile Updated', message: 'Your profile has been saved.' }),
      'Error',
      'Failed to update profile. Please try again.',
    ),
  );

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mb="md">
          My Profile
        </Title>
        {profile === undefined ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading profile" role="status">
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
                label="Bio"
                description="A few words about yourself"
                autosize
                minRows={3}
                {...register('bio')}
                error={errors.bio?.message}
              />
              <TextInput
                label="Current focus"
                description="What God is teaching you in this season"
                {...register('currentFocus')}
                error={errors.currentFocus?.message}
              />
              <NativeSelect
                label="Spiritual maturity"
                data={MATURITY_OPTIONS}
                {...register('spiritualMaturity')}
                error={errors.spiritualMaturity?.message}
              />
              <TextInput
                label="Preferred meeting time"
                description="For example: weekday mornings"
                {...register('preferredMeetingTime')}
                error={errors.preferredMeetingTime?.message}
              />
              <Textarea
                label="Goals"
                description="What you hope to grow in"
                autosize
                minRows={3}
                {...register('goals')}
                error={errors.goals?.message}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={isSubmitting}>
                  Save Profile
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
      <EmailCard />
      <SecurityCard />
      <EmailConsentCard />
      <MorningReminderSection />
      <AccountDataCard />
      <KeepBibleCard />
    </Stack>
  );
}
