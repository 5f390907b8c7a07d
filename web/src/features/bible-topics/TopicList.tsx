import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label={label}>
        {topics.map((topic) => (
          <li key={topic.topic}>
            <UnstyledButton component={Link} to={topicPath(topic.topic)} className={classes.item}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} className={classes.name}>
                  {topic.topic}
                </Text>
                <Text size="sm" c="dimmed" ta="right" className={classes.counts}>
                  {countLabel(topic.references, 'reference', i18n)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {countLabel(topic.entries, 'entry', i18n)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Group justify="center">
          <Button variant="default" onClick={onMore} loading={loadingMore}>
            {t`Show more topics`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
