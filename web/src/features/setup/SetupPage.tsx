import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { setupMessages, setupRoutes } from '@reign/contract/setup';
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

/**
 * /setup?token=…: on a new installation, the operator opens the link the server printed at start and
 * creates the administrator (user id 1). Once one exists the page says so; a wrong token says where
 * the right link is.
 */
function SetupPageContent() {
  usePageTitle(setupMessages.title);
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
          {setupMessages.title}
        </Title>
        <QueryLoaded
          query={status}
          loading={<Loader role="status" aria-label="Checking the setup link" />}
          failed={{
            title: 'Unable to check the setup link',
            message: 'Please try again.',
            serverMessage: true,
          }}
        >
          {(s) =>
            s.administratorExists ? (
              <Alert color="teal" icon={<IconShieldCheck aria-hidden="true" />} title="Already set up">
                <Text size="sm">{setupMessages.exists}</Text>
                <Anchor component={Link} to="/auth" size="sm">
                  Go to sign in
                </Anchor>
              </Alert>
            ) : s.tokenValid ? (
              <>
                <Text>
                  This server has no administrator yet. The account you create here becomes its administrator
                  (user id 1), with access to the admin area.
                </Text>
                <SetupForm token={token} />
              </>
            ) : (
              <Alert
                color="orange"
                icon={<IconAlertTriangle aria-hidden="true" />}
                title="Setup link not valid"
              >
                <Text size="sm">{setupMessages.invalidToken}</Text>
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
