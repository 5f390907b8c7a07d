import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { setupRoutes } from '@reign/contract/setup';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { Link } from '../../ui/Link';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { usePageTitle } from '../../ui/use-page-title';
import { SetupForm } from './SetupForm';
import { SETUP_WORDS } from './setup-words';

/**
 * /setup?token=…: on a new installation, the operator opens the link the server printed at start and
 * creates the administrator (user id 1). Once one exists the page says so; a wrong token says where
 * the right link is.
 */
function SetupPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(SETUP_WORDS.title));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({
    queryKey: routeKey(setupRoutes.setupStatus, { token }),
    queryFn: () => callApi(setupRoutes.setupStatus, { query: { token } }),
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {i18n._(SETUP_WORDS.title)}
        </Title>
        <QueryLoaded
          query={status}
          loading={<Loader role="status" aria-label={t`Checking the setup link`} />}
          failed={{
            title: t`Unable to check the setup link`,
            message: t`Please try again.`,
            serverMessage: true,
          }}
        >
          {(s) =>
            s.administratorExists ? (
              <Alert color="teal" icon={<IconShieldCheck aria-hidden="true" />} title={t`Already set up`}>
                <Text size="sm">{i18n._(SETUP_WORDS.exists)}</Text>
                <Anchor component={Link} to="/auth" size="sm">
                  {t`Go to sign in`}
                </Anchor>
              </Alert>
            ) : s.tokenValid ? (
              <>
                <Text>
                  {t`This server has no administrator yet. The account you create here becomes its administrator (user id 1), with access to the admin area.`}
                </Text>
                <SetupForm token={token} />
              </>
            ) : (
              <Alert
                color="orange"
                icon={<IconAlertTriangle aria-hidden="true" />}
                title={t`Setup link not valid`}
              >
                <Text size="sm">{i18n._(SETUP_WORDS.invalidToken)}</Text>
              </Alert>
            )
          }
        </QueryLoaded>
      </Stack>
    </Paper>
  );
}

/** The page with the app's query client (its server-only read). */
export const SetupPage = withQueryClient(SetupPageContent);
