import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { debugRoutes } from '@reign/contract/debug';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { callApi, errorCode, errorMessage } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { Loaded } from '../../ui/Loaded';
import { CommentaryCredit } from '../commentary';

const FAILED = msg`Failed to load this verse. Please try again.`;

/** /debug/:name — one verse and its reflection, by date (YYYY-MM-DD) or reference. Public. */
function DebugVersePageContent() {
  const { t, i18n } = useLingui();
  const { name = '' } = useParams();
  const failed = i18n._(FAILED);
  const verse = useQuery({
    queryKey: routeKey(debugRoutes.debugVerse, { name }),
    queryFn: () => callApi(debugRoutes.debugVerse, { params: { name } }),
  });
  const notFound = errorCode(verse.error) === 'not_found';

  return (
    <Stack>
      <Title order={1}>{t`Debug: ${name}`}</Title>
      <Loaded
        data={verse.data}
        error={verse.error}
        loading={<Loader role="status" aria-label={t`Loading`} />}
        failed={
          notFound ? (
            <Card withBorder padding="lg" role="alert">
              <Title order={2} size="h3">
                {t`No verse for that day`}
              </Title>
              <Text c="dimmed" mt="xs">
                {/^\d{4}-\d{2}-\d{2}$/.test(name)
                  ? t`A day shows its verse once it has come. Try today or an earlier date.`
                  : t`Use a date (YYYY-MM-DD) up to today, or a reference such as John 3:16.`}
              </Text>
            </Card>
          ) : (
            <Text role="alert" c="red">
              {errorCode(verse.error) === 'invalid_request' ? errorMessage(verse.error, failed) : failed}
            </Text>
          )
        }
      >
        {(data) => (
          <Card withBorder padding="lg">
            <Text fs="italic" size="lg">
              "{data.verse}"
            </Text>
            <Text fw={600} mt="xs">
              {data.reference}
            </Text>
            <Title order={3} mt="lg" mb="xs">
              {t`Reflection`}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{data.reflection}</Text>
            <CommentaryCredit credit={data.credit} reference={data.reference} />
          </Card>
        )}
      </Loaded>
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const DebugVersePage = withQueryClient(DebugVersePageContent);
