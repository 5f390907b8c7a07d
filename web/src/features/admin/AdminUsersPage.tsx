import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Card,
  Grid,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { AdminQueryLoaded } from './AdminList';
import { adminApi } from './admin-api';
import { relativeTime } from './admin-format';
import { adminKeys } from './admin-queries';
import { type AdminUser, UserDetails } from './UserDetails';
import { membershipLabel } from './user-sections/SupportSection';

const PAGE_SIZE = 50;

function UserButton({
  user: u,
  selected,
  onSelect,
}: {
  user: AdminUser;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useLingui();
  const points = u.sharingPoints;
  const joined = relativeTime(u.createdAt);
  const code = u.referralCode;
  return (
    <UnstyledButton
      role="listitem"
      onClick={onSelect}
      p="xs"
      aria-current={selected ? 'true' : undefined}
      style={{ borderRadius: 6, background: selected ? 'var(--mantine-color-blue-light)' : undefined }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} truncate>
          {u.displayName || u.username}
        </Text>
        <Badge variant="light" size="sm">
          {t`${points} pts`}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" truncate>
        @{u.username}
        {u.email ? ` · ${u.email}` : ''}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {t`Joined ${joined} · ${code}`}
        </Text>
        {u.isPaidMember ? (
          <Badge size="xs" variant="light" color="teal">
            {membershipLabel(u, i18n)}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/** /admin/users: the total, a searchable paged list, and the selected user's figures and tabs. */
function AdminUsersPageContent() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const usersCount = (count: number) => t`${count} users`;
  // The list keeps showing the last page while the next search or page loads.
  const users = useQuery({
    queryKey: adminKeys.users({ search: debounced, page, pageSize: PAGE_SIZE }),
    queryFn: () => adminApi.users(debounced, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: adminKeys.users({ search: '', page: 1, pageSize: 1 }),
    queryFn: () => adminApi.users('', 1, 1),
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t`User Analytics`}</Title>
        <Badge size="lg" variant="light" aria-label={t`Total users`}>
          {total.data ? usersCount(total.data.total) : '…'}
        </Badge>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="sm">
            <TextInput
              placeholder={t`Search users`}
              aria-label={t`Search users`}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              mb="sm"
            />
            <AdminQueryLoaded
              query={users}
              noun="users"
              rows={4}
              height={56}
              serverMessage
              empty={
                <Text c="dimmed" size="sm">
                  {t`No users found.`}
                </Text>
              }
              isEmpty={(data) => data.users.length === 0}
            >
              {(data) => (
                <>
                  <ScrollArea.Autosize mah="65vh">
                    <Stack gap={4} role="list" aria-label={t`Users`}>
                      {data.users.map((u) => (
                        <UserButton
                          key={u.id}
                          user={u}
                          selected={selected?.id === u.id}
                          onSelect={() => setSelected(u)}
                        />
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                  {data.total > PAGE_SIZE ? (
                    <Pagination
                      mt="sm"
                      size="sm"
                      value={page}
                      onChange={setPage}
                      total={Math.ceil(data.total / PAGE_SIZE)}
                    />
                  ) : null}
                </>
              )}
            </AdminQueryLoaded>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <UserDetails key={selected.id} user={selected} />
          ) : (
            <Card withBorder padding="xl">
              <Text c="dimmed">{t`Select a user to see their analytics.`}</Text>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const AdminUsersPage = withQueryClient(AdminUsersPageContent);
