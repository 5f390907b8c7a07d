import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../admin-format';
import { useUserRead } from '../admin-queries';
import { type AdminUser, DataTable, QueryState } from './section-parts';

/** The latest 10 plans: date, reference, up to 2 priorities and a count, challenges. */
export function EntriesSection({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const entries = useUserRead('userEntries', user.id);
  return (
    <QueryState query={entries} empty={t`No entries yet.`}>
      {(rows) => (
        <DataTable
          columns={[t`Date`, t`Reference`, t`Priorities`, t`Challenges`]}
          rows={rows}
          cells={(e) => [
            formatDate(e.date),
            e.verseReference,
            `${e.priorities.slice(0, 2).join(', ')}${e.priorities.length > 2 ? ` +${e.priorities.length - 2}` : ''}`,
            e.challenges || '—',
          ]}
        />
      )}
    </QueryState>
  );
}

export function SharesSection({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const shares = useUserRead('userShares', user.id);
  return (
    <QueryState query={shares} empty={t`No shares yet.`}>
      {(rows) => (
        <DataTable
          columns={[t`Date`, t`Platform`, t`Reference`, t`Clicks`, t`Points`]}
          rows={rows}
          cells={(s) => [formatDate(s.createdAt), s.platform, s.verseReference, s.clickCount, s.pointsEarned]}
        />
      )}
    </QueryState>
  );
}

const REFERRAL_STATUS = {
  paid: msg`Paid`,
  pending: msg`Pending`,
  not_eligible: msg`Not eligible`,
} as const;

export function ReferralsSection({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const referrals = useUserRead('userReferrals', user.id);
  return (
    <QueryState query={referrals} empty={t`No referrals yet.`}>
      {(rows) => (
        <DataTable
          columns={[t`Username`, t`Display name`, t`Email`, t`Joined`, t`Status`, t`Points`]}
          rows={rows}
          cells={(r) => [
            `@${r.username}`,
            r.displayName ?? '—',
            r.email ?? '—',
            formatDate(r.createdAt),
            <Badge key="status" variant="light" color={r.status === 'paid' ? 'teal' : 'gray'}>
              {i18n._(REFERRAL_STATUS[r.status])}
            </Badge>,
            r.pointsEarned,
          ]}
        />
      )}
    </QueryState>
  );
}

export function ProfileSection({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const rows: [string, ReactNode][] = [
    [t`User ID`, user.id],
    [t`Username`, `@${user.username}`],
    [t`Display name`, user.displayName ?? '—'],
    [t`Email`, user.email ?? '—'],
    [t`Referral code`, user.referralCode],
    [
      t`Referred by`,
      user.referredByName ? `@${user.referredByName}` : user.referredBy === null ? '—' : t`A deleted account`,
    ],
    [t`Joined`, formatDate(user.createdAt)],
    [t`Total points`, user.sharingPoints],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
