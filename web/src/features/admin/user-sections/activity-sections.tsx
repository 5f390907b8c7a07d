import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../admin-format';
import { useUserRead } from '../admin-queries';
import { type AdminUser, DataTable, QueryState } from './section-parts';

/** The latest 10 plans: date, reference, up to 2 priorities and a count, challenges. */
export function EntriesSection({ user }: { user: AdminUser }) {
  const entries = useUserRead('userEntries', user.id);
  return (
    <QueryState query={entries} empty="No entries yet.">
      {(rows) => (
        <DataTable
          columns={['Date', 'Reference', 'Priorities', 'Challenges']}
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
  const shares = useUserRead('userShares', user.id);
  return (
    <QueryState query={shares} empty="No shares yet.">
      {(rows) => (
        <DataTable
          columns={['Date', 'Platform', 'Reference', 'Clicks', 'Points']}
          rows={rows}
          cells={(s) => [formatDate(s.createdAt), s.platform, s.verseReference, s.clickCount, s.pointsEarned]}
        />
      )}
    </QueryState>
  );
}

const REFERRAL_STATUS = {
  paid: 'Paid',
  pending: 'Pending',
  not_eligible: 'Not eligible',
} as const;

export function ReferralsSection({ user }: { user: AdminUser }) {
  const referrals = useUserRead('userReferrals', user.id);
  return (
    <QueryState query={referrals} empty="No referrals yet.">
      {(rows) => (
        <DataTable
          columns={['Username', 'Display name', 'Email', 'Joined', 'Status', 'Points']}
          rows={rows}
          cells={(r) => [
            `@${r.username}`,
            r.displayName ?? '—',
            r.email ?? '—',
            formatDate(r.createdAt),
            <Badge key="status" variant="light" color={r.status === 'paid' ? 'teal' : 'gray'}>
              {REFERRAL_STATUS[r.status]}
            </Badge>,
            r.pointsEarned,
          ]}
        />
      )}
    </QueryState>
  );
}

export function ProfileSection({ user }: { user: AdminUser }) {
  const rows: [string, ReactNode][] = [
    ['User ID', user.id],
    ['Username', `@${user.username}`],
    ['Display name', user.displayName ?? '—'],
    ['Email', user.email ?? '—'],
    ['Referral code', user.referralCode],
    [
      'Referred by',
      user.referredByName ? `@${user.referredByName}` : user.referredBy === null ? '—' : 'A deleted account',
    ],
    ['Joined', formatDate(user.createdAt)],
    ['Total points', user.sharingPoints],
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
