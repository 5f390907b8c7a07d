import { Alert, Badge, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { routes } from '@reign/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { routeKey } from '../../../api/query-client';
import { showFailure, showToast } from '../../../ui/toast';
import { adminApi } from '../admin-api';
import { formatDate } from '../admin-format';
import { adminKeys, useUserRead } from '../admin-queries';
import { type AdminUser, QueryState } from './section-parts';

/** 'Member · card payment', 'Member · granted' or 'Free', as the list and the details say it. */
export function membershipLabel(user: Pick<AdminUser, 'isPaidMember' | 'membershipSource'>): string {
  if (!user.isPaidMember) return 'Free';
  return user.membershipSource === 'payment' ? 'Member · card payment' : 'Member · granted';
}

function MembershipCard({ user }: { user: AdminUser }) {
  const [reason, setReason] = useState('');
  const state = useUserRead('userMembership', user.id);
  const change = useMutation({
    mutationFn: (member: boolean) => adminApi.changeMembership(user.id, { member, reason }),
    meta: { invalidates: [adminKeys.userMembership(user.id), routeKey(routes.adminUsers)] },
    onSuccess: (next) => {
      setReason('');
      showToast({
        title: next.isPaidMember ? 'Membership granted' : 'Membership revoked',
        message: `${user.displayName || user.username} is now ${next.isPaidMember ? 'a lifetime member' : 'a free user'}.`,
        variant: 'success',
      });
    },
    onError: (err) => showFailure('Unable to change membership', err),
  });
  return (
    <Card withBorder padding="md" component="section" aria-label="Membership">
      <Title order={4} mb="xs">
        Membership
      </Title>
      <QueryState query={state}>
        {(m) => (
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light" color={m.isPaidMember ? 'teal' : 'gray'}>
                {membershipLabel(m)}
              </Badge>
              {m.paymentDate ? (
                <Text size="sm" c="dimmed">
                  Paid {formatDate(m.paymentDate)}
                </Text>
              ) : null}
            </Group>
            <TextInput
              label="Reason"
              description="Recorded with your name and the time (for example: gift, refund, support)."
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group>
              <Button
                onClick={() => change.mutate(!m.isPaidMember)}
                loading={change.isPending}
                color={m.isPaidMember ? 'red' : undefined}
                variant={m.isPaidMember ? 'light' : 'filled'}
              >
                {m.isPaidMember ? 'Revoke membership' : 'Grant lifetime membership'}
              </Button>
            </Group>
            {m.history.length > 0 ? (
              <Stack gap={4} role="list" aria-label="Membership history">
                {m.history.map((h) => (
                  <Text key={h.id} size="sm" role="listitem">
                    {h.action === 'grant' ? 'Granted' : 'Revoked'} {formatDate(h.createdAt)} by{' '}
                    {h.byUsername ?? 'a removed user'}: {h.reason}
                  </Text>
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
  const make = useMutation({
    mutationFn: () => adminApi.makeResetCode(user.id),
    onError: (err) => showFailure('Unable to make a reset code', err),
  });
  return (
    <Card withBorder padding="md" component="section" aria-label="Password reset code">
      <Title order={4} mb="xs">
        Password reset code
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          For a user who cannot get e-mail: give them this code in person. It works once, for 15 minutes, on
          the Reset Password page; a new code replaces the last one.
        </Text>
        <Group>
          <Button variant="light" onClick={() => make.mutate()} loading={make.isPending}>
            Make reset code
          </Button>
        </Group>
        {make.data ? (
          <Alert variant="light" color="blue" title="Code made">
            <Code fz="lg" aria-label="Reset code">
              {make.data.code}
            </Code>
            <Text size="sm" mt={4}>
              For @{user.username}, valid until{' '}
              {new Date(make.data.expiresAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.
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
