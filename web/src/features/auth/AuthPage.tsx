import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCloudUp, IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
// not through the data's index: only this page counts them, and so the code is this page's alone
import { useWaitingChanges } from '../../data/waiting-changes';
import { BackButton } from '../../ui/BackButton';
import { PrinciplesList } from '../../ui/PrinciplesList';
import { usePageTitle } from '../../ui/use-page-title';
import { CreateAccountForm } from './CreateAccountForm';
import { useReferralCode } from './referral-code';
import { SignInForm } from './SignInForm';

type AuthTab = 'sign-in' | 'create-account';

/** How long typing pauses before the waiting changes of the username are counted. */
const WAITING_DEBOUNCE_MS = 300;

/** /auth and /login: Sign In and Create Account, with the REIGN principles beside them. */
export function AuthPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const [searchParams] = useSearchParams();
  const refParam = searchParams.get('ref');
  // Remember ?ref=CODE for the whole sign-up, even if the visitor wanders off and comes back.
  const referralCode = useReferralCode(refParam);
  const [tab, setTab] = useState<AuthTab>(refParam ? 'create-account' : 'sign-in');
  // the waiting changes are the person's who signs in: those of the username typed (once typing
  // pauses), or before it those of the person whose session expired; never another person's
  const [typed, setTyped] = useState('');
  const [username] = useDebouncedValue(typed, WAITING_DEBOUNCE_MS);
  const waiting = useWaitingChanges(username);

  return (
    <Stack gap="lg">
      <div>
        <BackButton label={t`Back to Today's Plan`} variant="subtle" />
      </div>
      <Grid gap="xl" align="stretch">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Title order={1} size="h2" mb="xs">
              {t`Welcome to Reign`}
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              {t`Sign in to save your daily plans, or create a free account.`}
            </Text>
            {waiting > 0 && (
              <Alert
                color="reign"
                variant="light"
                mb="lg"
                role="status"
                icon={<IconCloudUp aria-hidden="true" />}
                data-testid="waiting-changes"
              >
                {t`${plural(waiting, {
                  one: '# change on this device will sync after you sign in.',
                  other: '# changes on this device will sync after you sign in.',
                })}`}
              </Alert>
            )}
            <Tabs value={tab} onChange={(value) => setTab(value === 'create-account' ? value : 'sign-in')}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="sign-in">{t`Sign In`}</Tabs.Tab>
                <Tabs.Tab value="create-account">{t`Create Account`}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="sign-in">
                <SignInForm onUsername={setTyped} />
              </Tabs.Panel>
              <Tabs.Panel value="create-account">
                <CreateAccountForm referralCode={referralCode} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper
            component="aside"
            aria-labelledby="reign-framework-heading"
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            h="100%"
            bg="var(--mantine-primary-color-light)"
          >
            <Stack gap="lg">
              <div>
                <IconCrown size={32} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
                <Title order={2} id="reign-framework-heading" size="h3" mt="xs">
                  {t`Order your day under His reign`}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t`Each day starts with Scripture and five steps that spell REIGN.`}
                </Text>
              </div>
              <PrinciplesList compact />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
