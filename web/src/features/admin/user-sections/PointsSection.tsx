import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { formatDate } from '../admin-format';
import { useUserRead } from '../admin-queries';
import { type AdminUser, DataTable, QueryState } from './section-parts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The points ledger: what earned or spent each point, newest first, with the balance after it. */
export function PointsSection({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const ledger = useUserRead('userPoints', user.id);
  const summary = (shown: number, total: number) =>
    total > shown
      ? t`The latest ${shown} of ${total} changes.`
      : t`${plural(total, { one: '# change.', other: '# changes.' })}`;
  const balance = (points: number) => t`Balance ${points} points.`;
  return (
    <QueryState
      query={ledger}
      empty={t`No points earned or spent yet.`}
      isEmpty={(l) => l.entries.length === 0}
    >
      {(l) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {balance(l.balance)} {summary(l.entries.length, l.total)}
          </Text>
          <DataTable
            caption={t`Points ledger`}
            columns={[t`Date`, t`What`, t`Points`, t`Balance`]}
            rows={l.entries}
            cells={(e) => [formatDate(e.createdAt), e.description, signed(e.delta), e.balanceAfter]}
          />
        </Stack>
      )}
    </QueryState>
  );
}
