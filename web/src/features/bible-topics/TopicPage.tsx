import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TRANSLATIONS } from '@reign/contract/translations';
import { IconArrowLeft, IconList } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { NotFoundView } from '../../ui/NotFoundView';
import { usePageTitle } from '../../ui/use-page-title';
import { useShownTranslation } from '../bible';
import { TopicEntry } from './TopicEntry';
import { countLabel, NAVES_CREDIT, topicLanguage, topicPath, useTopic } from './topics-api';

const BACK = '/bible/topics';

function BackToTopics() {
  const { t } = useLingui();
  return (
    <Button
      component={Link}
      to={BACK}
      variant="subtle"
      px={0}
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t`Bible topics`}
    </Button>
  );
}

/**
 * /bible/topics/:name: one of Nave's topics, named in the app's language, its entries' references
 * linked to the reader and its first verses quoted in the translation this person reads.
 */
function TopicPageContent() {
  const { t, i18n } = useLingui();
  const name = useParams().name ?? '';
  const translation = useShownTranslation();
  const topic = useTopic(name, topicLanguage(i18n), translation);
  const notFound = topic.error instanceof ApiError && topic.error.status === 404;
  usePageTitle(topic.data?.name ?? (notFound ? t`Topic not found` : name));

  if (notFound) {
    return (
      <NotFoundView
        title={t`Topic not found`}
        message={t`Nave's Topical Bible has no topic named "${name}". Search the topics to find one.`}
        size="part"
      >
        <Button component={Link} to={BACK} leftSection={<IconList size={18} aria-hidden="true" />}>
          {t`Search Bible topics`}
        </Button>
      </NotFoundView>
    );
  }
  if (!topic.data) {
    return (
      <Stack gap="md">
        <BackToTopics />
        {topic.error ? (
          <LoadError
            title={t`Could not load this topic`}
            message={errorMessage(topic.error, t`Check your connection, then try again.`)}
            onRetry={() => void topic.refetch()}
          />
        ) : (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading the topic`}>
            <Skeleton height={36} width="50%" />
            <Skeleton height={20} />
            <Skeleton height={80} />
            <Skeleton height={80} />
          </Stack>
        )}
      </Stack>
    );
  }

  const { entries, see } = topic.data;
  const credit = i18n._(NAVES_CREDIT);
  const bible = TRANSLATIONS.find((b) => b.id === translation)?.name ?? translation;
  const naves = topic.data.topic;
  const translated = topic.data.name !== naves;
  const labelLang = translated ? undefined : 'en';
  const references = entries.reduce((sum, e) => sum + e.references.length, 0);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToTopics />
        <Title order={1} lang={translated ? undefined : 'en'}>
          {topic.data.name}
        </Title>
        {translated ? (
          <Text size="sm" c="dimmed">
            {t`In Nave's Topical Bible: ${naves}`}
          </Text>
        ) : null}
        <Text c="dimmed" size="sm">
          {entries.length
            ? `${countLabel(entries.length, 'entry', i18n)} · ${countLabel(references, 'reference', i18n)}`
            : see.length
              ? t`Nave's gives this topic's verses under the topics below.`
              : t`Nave's gives no verses for this topic.`}
        </Text>
      </Stack>
      {entries.map((entry, i) => (
        // labels repeat within a topic; the order is fixed
        // biome-ignore lint/suspicious/noArrayIndexKey: entries never reorder
        <TopicEntry key={i} entry={entry} translation={translation} labelLang={labelLang} />
      ))}
      {see.length ? (
        <Stack gap="xs" component="section" aria-labelledby="topic-see-also">
          <Title order={2} size="h4" id="topic-see-also">
            {t`See also`}
          </Title>
          <Group gap="xs">
            {see.map((s, i) => (
              <Fragment key={s.topic}>
                {i > 0 ? <Text span>·</Text> : null}
                <Anchor component={Link} to={topicPath(s.topic)} lang={s.name === s.topic ? 'en' : undefined}>
                  {s.name}
                </Anchor>
              </Fragment>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>
          From {credit}. Verses quoted from the {bible}.
        </Trans>
      </Text>
    </Stack>
  );
}

export const TopicPage = withQueryClient(TopicPageContent);
