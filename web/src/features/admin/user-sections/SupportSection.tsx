import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { routes } from '@reign/contract';
import { type MembershipChangeBody, membershipChangeBody } from '@reign/contract/user-support';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { routeKey } from '../../../api/query-client';
import { fieldError } from '../../../ui/form-fields';
import { showFailure, showToast } from '../../../ui/toast';
import { adminApi } from '../admin-api';
import { formatDate } from '../admin-format';
import { adminKeys, useUserRead } from '../admin-queries';
import { type AdminUser, QueryState } from './section-parts';

/** 'Member · card payment', 'Member · granted' or 'Free', as the list and the details say it. */
export function membershipLabel(
  user: Pick<AdminUser, 'isPaidMember' | 'membershipSource'>,
  i18n: I18n,
): string {
  if (!user.isPaidMember) return i18n._(msg`Free`);
  return user.membershipSource === 'payment'
    ? i18n._(msg`Member · card payment`)
    : i18n._(msg`Member · granted`);
}

/** 'Granted Nov 1, 2026 by admin: gift' (who and why, as the history records them). */
function HistoryLine({
  action,
  date,
  by,
  reason,
}: {
  action: 'grant' | 'revoke';
  date: string;
  by: string | null;
  reason: string;
}) {
  const { t } = useLingui();
  const who = by ?? t`a removed user`;
  return (
    <Text size="sm" role="listitem">
      {action === 'grant' ? t`Granted ${date} by ${who}: ${reason}` : t`Revoked ${date} by ${who}: ${reason}`}
    </Text>
  );
}

function MembershipCard({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  // the reason is checked by the contract's own rule before anything is sent
  const form = useForm<MembershipChangeBody>({
    resolver: zodResolver(membershipChangeBody),
    defaultValues: { member: true, reason: '' },
  });
  const state = useUserRead('userMembership', user.id);
  const paid = (date: string) => t`Paid ${date}`;
  const change = useMutation({
    mutationFn: (body: MembershipChangeBody) => adminApi.changeMembership(user.id, body),
    meta: { invalidates: [adminKeys.userMembership(user.id), routeKey(routes.adminUsers)] },
    onSuccess: (next) => {
      form.reset({ member: !next.isPaidMember, reason: '' });
      const name = user.displayName || user.username;
      showToast({
        title: next.isPaidMember ? t`Membership granted` : t`Membership revoked`,
        message: next.isPaidMember ? t`${name} is now a lifetime member.` : t`${name} is now a free user.`,
        variant: 'success',
      });
    },
    onError: (err) => showFailure(t`Unable to change membership`, err),
  });
  const submit = (member: boolean) => {
    form.setValue('member', member);
    void form.handleSubmit((body) => change.mutate(body))();
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={t`Membership`}>
      <Title order={4} mb="xs">
        {t`Membership`}
      </Title>
      <QueryState query={state}>
        {(m) => (
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light" color={m.isPaidMember ? 'teal' : 'gray'}>
                {membershipLabel(m, i18n)}
              </Badge>
              {m.paymentDate ? (
                <Text size="sm" c="dimmed">
                  {paid(formatDate(m.paymentDate))}
                </Text>
              ) : null}
            </Group>
            <TextInput
              label={t`Reason`}
              description={t`Recorded with your name and the time (for example: gift, refund, support).`}
              maxLength={300}
              {...form.register('reason')}
              error={fieldError(form, 'reason')}
            />
            <Group>
              <Button
                onClick={() => submit(!m.isPaidMember)}
                loading={change.isPending}
                color={m.isPaidMember ? 'red' : undefined}
                variant={m.isPaidMember ? 'light' : 'filled'}
              >
                {m.isPaidMember ? t`Revoke membership` : t`Grant lifetime membership`}
              </Button>
            </Group>
            {m.history.length > 0 ? (
              <Stack gap={4} role="list" aria-label={t`Membership history`}>
                {m.history.map((h) => (
                  <HistoryLine
                    key={h.id}
                    action={h.action}
                    date={formatDate(h.createdAt)}
                    by={h.byUsername}
                    reason={h.reason}
                  />
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function ResetCodeCard({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const make = useMutation({
    mutationFn: () => adminApi.makeResetCode(user.id),
    onError: (err) => showFailure(t`Unable to make a reset code`, err),
  });
  const username = user.username;
  const validUntil = (expiresAt: string) => {
    const time = new Date(expiresAt).toLocaleTimeString(i18n.locale === 'en' ? [] : i18n.locale, {
      hour: 'numeric',
      minute: '2-digit',
    });
    return t`For @${username}, valid until ${time}.`;
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={t`Password reset code`}>
      <Title order={4} mb="xs">
        {t`Password reset code`}
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`For a user who cannot get e-mail: give them this code in person. It works once, for 15 minutes, on the Reset Password page; a new code replaces the last one.`}
        </Text>
        <Group>
          <Button variant="light" onClick={() => make.mutate()} loading={make.isPending}>
            {t`Make reset code`}
          </Button>
        </Group>
        {make.data ? (
          <Alert variant="light" color="blue" title={t`Code made`}>
            <Code fz="lg" aria-label={t`Reset code`}>
              {make.data.code}
            </Code>
            <Text size="sm" mt={4}>
              {validUntil(make.data.expiresAt)}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The administrator's help for one user: lifetime membership by grant, a password reset code. */
export function SupportSection({ user }: { user: AdminUser }) {
  return (
    <Stack>
      <MembershipCard user={user} />
      <ResetCodeCard user={user} />
    </Stack>
  );
}
