import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * One topic as a link to its page: its name in the language (Nave's English one under it when they
 * differ, marked English: docs/decisions.md 'Everyday topics') and its counts; a name Nave's gives no verses of its own links to the topic that has them.
 */
export function TopicLink({ topic }: { topic: TopicSummary }) {
  const { t, i18n } = useLingui();
  const translated = topic.name !== topic.topic;
  const { see, topic: naves } = topic;
  return (
    <UnstyledButton component={Link} to={topicPath(topic.see ?? topic.topic)} className={classes.item}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} className={classes.name} lang={translated ? undefined : 'en'}>
          {topic.name}
        </Text>
        {topic.see ? null : (
          <Text size="sm" c="dimmed" ta="right" className={classes.counts}>
            {countLabel(topic.references, 'reference', i18n)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {see ? (
          <span>{t`See ${see}`}</span>
        ) : translated ? (
          <>
            <Trans>
              In Nave's: <span lang="en">{naves}</span>
            </Trans>
            {` · ${countLabel(topic.entries, 'entry', i18n)}`}
          </>
        ) : (
          countLabel(topic.entries, 'entry', i18n)
        )}
      </Text>
    </UnstyledButton>
  );
}

/** The topics as links to their pages, each with its counts; 'Show more topics' while there are more. */
export function TopicList({ topics, label, hasMore, loadingMore, onMore }: TopicListProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label={label}>
        {topics.map((topic) => (
          <li key={topic.topic}>
            <TopicLink topic={topic} />
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
