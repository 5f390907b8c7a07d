import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type CircleInvite, type CircleInviteMade, circleInviteBody, INVITE_DAYS } from '@reign/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { SelectField } from '../../ui/form-fields';
import { formatMoment } from '../../ui/format';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { useDialogForm } from '../../ui/use-dialog-form';
import { useCircleInvites } from './circle-queries';
import { plainList } from './circle-styles';
import { InviteMade } from './InviteMade';

export interface InviteWrites {
  /** the new invitation, or null when it was not made */
  invite: (days: number) => Promise<CircleInviteMade | null>;
  inviting: boolean;
  /** resolves whether it was revoked */
  revoke: (inviteId: string) => Promise<boolean>;
  /** the invitation being revoked */
  revoking: string | undefined;
}

/** 1 to 30 days, each as people say it ('1 day', '7 days'). */
export const dayOptions = (i18n: I18n) =>
  Array.from({ length: INVITE_DAYS.max - INVITE_DAYS.min + 1 }, (_, i) => {
    const days = INVITE_DAYS.min + i;
    return { value: String(days), label: i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`) };
  });

function OpenInvite({ invite, writes }: { invite: CircleInvite; writes: InviteWrites }) {
  const { t, i18n } = useLingui();
  const textId = useId();
  const now = new Date();
  const until = formatMoment(new Date(invite.expiresAt), now, i18n.locale);
  const made = formatMoment(new Date(invite.createdAt), now, i18n.locale);
  const uses = invite.uses;
  return (
    <Group component="li" justify="space-between" gap="xs" py={6}>
      <Text size="sm" id={textId}>
        {t`Made ${made}, works until ${until}`} ·{' '}
        {t`${plural(uses, { one: '# person joined', other: '# people joined' })}`}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-describedby={textId}
        loading={writes.revoking === invite.id}
        onClick={() => void writes.revoke(invite.id)}
      >
        {t`Revoke`}
      </Button>
    </Group>
  );
}

/**
 * A leader's invitations: choose how long one lasts (1 to 30 days, 7 unless chosen) and make it; its
 * code and link show once, here; the invitations still open are listed below, each with Revoke.
 */
export function InviteCard({ circleId, writes }: { circleId: string; writes: InviteWrites }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [made, setMade] = useState<CircleInviteMade | null>(null);
  const invites = useCircleInvites(circleId, true);
  const { form } = useDialogForm(circleInviteBody, { days: INVITE_DAYS.default }, null);
  const submit = form.handleSubmit(async ({ days }) => {
    const invite = await writes.invite(days);
    if (invite) setMade(invite);
  });
  const revoke = async (inviteId: string) => {
    const ok = await writes.revoke(inviteId);
    if (ok && made?.id === inviteId) setMade(null);
    return ok;
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t`Invite people`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Share the link, or the code to type under Circles › Join with a code.`}
          </Text>
        </div>
        <form onSubmit={submit} noValidate aria-label={t`Make an invitation`}>
          <Group align="flex-end" gap="sm">
            <SelectField form={form} name="days" label={t`Works for`} data={dayOptions(i18n)} as="number" />
            <Button
              type="submit"
              loading={writes.inviting}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {t`Invite`}
            </Button>
          </Group>
        </form>
        {made && <InviteMade invite={made} />}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t`Open invitations`}
          </Title>
          <QueryLoaded
            query={invites}
            loading={<ListSkeleton label={t`Loading the invitations`} rows={1} height={32} />}
            failed={{
              title: t`The invitations could not be loaded`,
              serverMessage: true,
              message: t`Please try again.`,
            }}
            empty={
              <Text size="sm" c="dimmed">
                {t`No open invitations.`}
              </Text>
            }
          >
            {(list) => (
              <Stack component="ul" gap={0} aria-label={t`Open invitations`} style={plainList}>
                {list.map((invite) => (
                  <OpenInvite key={invite.id} invite={invite} writes={{ ...writes, revoke }} />
                ))}
              </Stack>
            )}
          </QueryLoaded>
        </Stack>
      </Stack>
    </Card>
  );
}
