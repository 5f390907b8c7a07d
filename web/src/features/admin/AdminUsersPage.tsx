import {
  Badge,
  Card,
  Grid,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { adminUser } from '@reign/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../sync/http';
import { adminApi } from './admin-api';
import { formatDate, relativeTime } from './admin-format';
import { useLoader } from './use-loader';

type AdminUser = z.infer<typeof adminUser>;
const PAGE_SIZE = 50;

/** /admin/users: the total, a searchable paged list, and the selected user's figures and tabs. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const { state } = useLoader(() => adminApi.users(debounced, page, PAGE_SIZE), `${debounced}|${page}`);
  const total = useLoader(() => adminApi.users('', 1, 1)).state;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>User Analytics</Title>
        <Badge size="lg" variant="light" aria-label="Total users">
          {total.status === 'ready' ? `${total.data.total} users` : '…'}
        </Badge>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="sm">
            <TextInput
              placeholder="Search users"
              aria-label="Search users"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              mb="sm"
            />
            {state.status === 'loading' ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Loading users...</Text>
              </Group>
            ) : state.status === 'error' ? (
              <Text c="red" size="sm" role="alert">
                {errorMessage(state.error, 'Failed to load users. Please try again.')}
              </Text>
            ) : state.data.users.length === 0 ? (
              <Text c="dimmed" size="sm">
                No users found.
              </Text>
            ) : (
              <>
                <ScrollArea.Autosize mah="65vh">
                  <Stack gap={4} role="list" aria-label="Users">
                    {state.data.users.map((u) => (
                      <UnstyledButton
                        key={u.id}
                        role="listitem"
                        onClick={() => setSelected(u)}
                        p="xs"
                        aria-current={selected?.id === u.id ? 'true' : undefined}
                        style={{
                          borderRadius: 6,
                          background: selected?.id === u.id ? 'var(--mantine-color-blue-light)' : undefined,
                        }}
                      >
                        <Group justify="space-between" wrap="nowrap">
                          <Text fw={500} truncate>
                            {u.displayName || u.username}
                          </Text>
                          <Badge variant="light" size="sm">
                            {u.sharingPoints} pts
                          </Badge>
                        </Group>
                        <Text size="xs" c="dimmed" truncate>
                          @{u.username}
                          {u.email ? ` · ${u.email}` : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          Joined {relativeTime(u.createdAt)} · {u.referralCode}
                        </Text>
                      </UnstyledButton>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
                {state.data.total > PAGE_SIZE ? (
                  <Pagination
                    mt="sm"
                    size="sm"
                    value={page}
                    onChange={setPage}
                    total={Math.ceil(state.data.total / PAGE_SIZE)}
                  />
                ) : null}
              </>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <UserDetails key={selected.id} user={selected} />
          ) : (
            <Card withBorder padding="xl">
              <Text c="dimmed">Select a user to see their analytics.</Text>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const analytics = useLoader(() => adminApi.userAnalytics(user.id)).state;
  const entries = useLoader(() => adminApi.userEntries(user.id)).state;
  const shares = useLoader(() => adminApi.userShares(user.id)).state;
  const referrals = useLoader(() => adminApi.userReferrals(user.id)).state;

  return (
    <Stack>
      <Card withBorder padding="md" aria-label="Analytics">
        <Title order={3} mb="sm">
          {user.displayName || user.username}
        </Title>
        {analytics.status === 'loading' ? (
          <Loader size="sm" />
        ) : analytics.status === 'error' ? (
          <Text c="red">{errorMessage(analytics.error, 'Failed to load analytics.')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Stat label="Total Entries" value={analytics.data.totalEntries} />
            <Stat
              label="Scripture Shares"
              value={analytics.data.totalShares}
              hint={`${analytics.data.totalShareClicks} total clicks`}
            />
            <Stat label="Referrals" value={analytics.data.totalReferrals} />
            <Stat label="Current Streak" value={`${analytics.data.consecutiveDays} days`} />
            <Stat label="Sharing Points" value={user.sharingPoints} />
            <Stat label="Last Active" value={formatDate(analytics.data.lastActiveDate)} />
          </SimpleGrid>
        )}
      </Card>
      <Tabs defaultValue="entries">
        <Tabs.List>
          <Tabs.Tab value="entries">Entries</Tabs.Tab>
          <Tabs.Tab value="shares">Scripture Shares</Tabs.Tab>
          <Tabs.Tab value="referrals">Referrals</Tabs.Tab>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entries" pt="sm">
          {entries.status !== 'ready' ? (
            <LoadState state={entries} />
          ) : entries.data.length === 0 ? (
            <Text c="dimmed">No entries yet.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Priorities</Table.Th>
                  <Table.Th>Challenges</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDate(e.date)}</Table.Td>
                    <Table.Td>{e.verseReference}</Table.Td>
                    <Table.Td>
                      {e.priorities.slice(0, 2).join(', ')}
                      {e.priorities.length > 2 ? ` +${e.priorities.length - 2}` : ''}
                    </Table.Td>
                    <Table.Td>{e.challenges || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="shares" pt="sm">
          {shares.status !== 'ready' ? (
            <LoadState state={shares} />
          ) : shares.data.length === 0 ? (
            <Text c="dimmed">No shares yet.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Platform</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Clicks</Table.Th>
                  <Table.Th>Points</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shares.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{formatDate(s.createdAt)}</Table.Td>
                    <Table.Td>{s.platform}</Table.Td>
                    <Table.Td>{s.verseReference}</Table.Td>
                    <Table.Td>{s.clickCount}</Table.Td>
                    <Table.Td>{s.pointsEarned}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="referrals" pt="sm">
          {referrals.status !== 'ready' ? (
            <LoadState state={referrals} />
          ) : referrals.data.length === 0 ? (
            <Text c="dimmed">No referrals yet.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Display name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Points</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {referrals.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>@{r.username}</Table.Td>
                    <Table.Td>{r.displayName ?? '—'}</Table.Td>
                    <Table.Td>{r.email ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                    <Table.Td>{r.pointsEarned}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="sm">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              {(
                [
                  ['User ID', user.id],
                  ['Username', `@${user.username}`],
                  ['Display name', user.displayName ?? '—'],
                  ['Email', user.email ?? '—'],
                  ['Referral code', user.referralCode],
                  ['Referred by', user.referredBy ?? '—'],
                  ['Joined', formatDate(user.createdAt)],
                  ['Total points', user.sharingPoints],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={180}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function LoadState({ state }: { state: { status: 'loading' } | { status: 'error'; error: unknown } }) {
  return state.status === 'loading' ? (
    <Loader size="sm" />
  ) : (
    <Text c="red">{errorMessage(state.error, 'Failed to load. Please try again.')}</Text>
  );
}
