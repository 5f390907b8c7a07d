import { useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { BackButton } from '../../ui/BackButton';
import { usePageTitle } from '../../ui/use-page-title';
import { useAuth } from '../auth';
import { Benefits } from './Benefits';
import { PaymentSection } from './PaymentSection';
import { useCheckout } from './use-checkout';

/**
 * /upgrade (spec part 2 'Upgrade page'): a paid member goes to /; everyone else sees what lifetime
 * membership unlocks, the card form (Stripe Elements) with 'Complete Payment - $100', and 'Back to
 * Home'. Stripe.js is loaded only here (this page is its own chunk).
 */
export function UpgradePage() {
  const { t } = useLingui();
  usePageTitle(t`Upgrade`);
  const { user } = useAuth();
  // A member who has already paid never starts a checkout.
  const [paidOnArrival] = useState(() => user?.isPaidMember ?? false);
  if (paidOnArrival) return <Navigate to="/" replace />;
  return <Checkout />;
}

function Checkout() {
  const { user } = useAuth();
  const { phase, retry, finish, retryUpgrade } = useCheckout();
  const { t } = useLingui();

  // Right after paying the page shows its success note for 2 seconds before going home itself.
  const finishing = phase.kind === 'succeeded' || phase.kind === 'upgrading';
  if (user?.isPaidMember && !finishing) return <Navigate to="/" replace />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <ThemeIcon variant="light" color="yellow" size="xl" radius="xl" aria-hidden="true">
            <IconCrown size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t`Upgrade to Lifetime Membership`}
          </Title>
        </Group>
        <Text c="dimmed">{t`One-time payment of $100 for lifetime access. No recurring fees.`}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Benefits />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-heading">
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4" id="payment-heading">
                {t`Payment`}
              </Title>
              <Text fw={700} size="xl">
                $100{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {t`one time`}
                </Text>
              </Text>
            </Group>
            <PaymentSection phase={phase} retry={retry} finish={finish} retryUpgrade={retryUpgrade} />
          </Stack>
        </Card>
      </SimpleGrid>

      <Group>
        <BackButton label={t`Back to Home`} />
      </Group>
    </Stack>
  );
}
