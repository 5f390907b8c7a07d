import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { TopicLink } from './TopicList';
import classes from './TopicList.module.css';
import { type TopicLanguage, useEverydayTopics } from './topics-api';

/**
 * The topics of everyday life the page opens on (Love, Anxiety and worry, Peace, ...), named in the
 * language; nothing when they cannot load (the A–Z index below still can).
 */
export function EverydayTopics({ lang }: { lang: TopicLanguage }) {
  const { t } = useLingui();
  const everyday = useEverydayTopics(lang);
  if (everyday.error) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="everyday-topics">
      <Title order={2} size="h3" id="everyday-topics">
        {t`Topics of everyday life`}
      </Title>
      {everyday.data ? (
        <ul className={classes.list} aria-labelledby="everyday-topics">
          {everyday.data.map((topic) => (
            <li key={topic.topic}>
              <TopicLink topic={topic} />
            </li>
          ))}
        </ul>
      ) : (
        <ListSkeleton label={t`Loading topics`} rows={4} height={56} />
      )}
    </Stack>
  );
}
