import { Stack, Text } from '@mantine/core';
import { formatDate } from '../admin-format';
import { useUserRead } from '../admin-queries';
import { type AdminUser, DataTable, QueryState } from './section-parts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The points ledger: what earned or spent each point, newest first, with the balance after it. */
export function PointsSection({ user }: { user: AdminUser }) {
  const ledger = useUserRead('userPoints', user.id);
  return (
    <QueryState query={ledger} empty="No points earned or spent yet." isEmpty={(l) => l.entries.length === 0}>
      {(l) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Balance {l.balance} points.{' '}
            {l.total > l.entries.length
              ? `The latest ${l.entries.length} of ${l.total} changes.`
              : `${l.total} ${l.total === 1 ? 'change' : 'changes'}.`}
          </Text>
          <DataTable
            caption="Points ledger"
            columns={['Date', 'What', 'Points', 'Balance']}
            rows={l.entries}
            cells={(e) => [formatDate(e.createdAt), e.description, signed(e.delta), e.balanceAfter]}
          />
        </Stack>
      )}
    </QueryState>
  );
}
