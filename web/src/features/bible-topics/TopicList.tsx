import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TopicSummary } from '@reign/contract/topics';
import { Link } from '../../ui/Link';
import classes from './TopicList.module.css';
import { countLabel, topicPath } from './topics-api';

export interface TopicListProps {
  topics: TopicSummary[];
  /** a label for the list, e.g. 'Topics matching "prayer"' */
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The topics as links to their pages, each with its counts; 'Show more topics' while there are more. */
export function TopicList({ topics, label, hasMore, loadingMore, onMore }: TopicListProps) {
  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label={label}>
        {topics.map((t) => (
          <li key={t.topic}>
            <UnstyledButton component={Link} to={topicPath(t.topic)} className={classes.item}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} className={classes.name}>
                  {t.topic}
                </Text>
                <Text size="sm" c="dimmed" ta="right" className={classes.counts}>
                  {countLabel(t.references, 'reference')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {countLabel(t.entries, 'entry')}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Group justify="center">
          <Button variant="default" onClick={onMore} loading={loadingMore}>
            Show more topics
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
