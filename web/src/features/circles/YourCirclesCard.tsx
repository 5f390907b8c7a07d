import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useId } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { Link } from '../../ui/Link';
import { useMyCircles } from './circle-queries';
import { plainList } from './circle-styles';
import { CIRCLES_ABOUT, memberCount } from './circle-words';
import { YourCirclesSkeleton } from './YourCirclesSkeleton';

/** How many circles the card links by name; 'All circles' goes to the rest. */
export const CARD_CIRCLES = 3;

/**
 * The overview's 'Your circles' (issue 52): how many circles the person is in, with links to the
 * first of them; with none, what a circle is and a link to start or join one.
 */
function YourCirclesCardContent() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { data: circles, error } = useMyCircles();
  if (!circles && !error) return <YourCirclesSkeleton />;
  const count = circles?.length ?? 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconUsersGroup size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h4" id={headingId}>
            {t`Your circles`}
          </Title>
        </Group>
        <Anchor component={Link} to="/circles" size="sm">
          {count > 0 ? t`All circles` : t`Circles`}
        </Anchor>
      </Group>
      {!circles ? (
        <Text size="sm" c="dimmed">
          {t`Your circles could not be loaded.`}
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._(CIRCLES_ABOUT)}{' '}
          <Anchor component={Link} to="/circles">
            {t`Start or join a circle`}
          </Anchor>
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t`You are in ${plural(count, { one: '# circle', other: '# circles' })}.`}
          </Text>
          <Stack component="ul" gap={4} style={plainList}>
            {circles.slice(0, CARD_CIRCLES).map((circle) => (
              <Group component="li" key={circle.id} gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/circles/${circle.id}`} fw={500} truncate="end">
                  {circle.name}
                </Anchor>
                <Text size="sm" c="dimmed" flex="none">
                  {memberCount(circle.memberCount, i18n)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}

export default withQueryClient(YourCirclesCardContent);
