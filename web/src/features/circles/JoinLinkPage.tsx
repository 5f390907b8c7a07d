import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconUsersGroup } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { Link } from '../../ui/Link';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { signInPath, useAuth } from '../auth';
import { CIRCLES_ABOUT } from './circle-words';
import { useJoinCircle } from './use-join-circle';

/** Signed in: Join (the server names the circle only once joined). */
function JoinCard({ token }: { token: string }) {
  const { t } = useLingui();
  const { join, joining, refusal } = useJoinCircle({ replace: true });
  return (
    <Stack gap="md">
      <Button
        size="md"
        loading={joining}
        leftSection={<IconUsersGroup size={20} aria-hidden="true" />}
        onClick={() => join({ token })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t`Join`}
      </Button>
      {refusal && (
        <Alert color="red" variant="light" role="alert" title={t`You could not join`}>
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /circles/join/:token, an invitation's link (issue 52). Signed in: 'Join this circle' with Join,
 * then the circle's page. Signed out: sign in or create an account first; /auth brings the person
 * back to this link (`?next=`). A refusal (not valid or expired, too many attempts, the circle full,
 * too many circles) is said in words under the button.
 */
function JoinLinkPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Join a circle`);
  const { token = '' } = useParams();
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader label={t`Loading your account`} />;
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t`Join this circle`}
          </Title>
          <Text>
            {t`You have been invited to a circle in Reign.`} {i18n._(CIRCLES_ABOUT)}
          </Text>
          {user ? (
            <JoinCard token={token} />
          ) : (
            <>
              <Text>
                {t`Sign in, or create a free account, first: you will come back to this invitation to join.`}
              </Text>
              <Button
                component={Link}
                to={signInPath(`/circles/join/${token}`)}
                leftSection={<IconLogin size={18} aria-hidden="true" />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t`Sign in or create an account`}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export const JoinLinkPage = withQueryClient(JoinLinkPageContent);
