import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paymentMessages } from '@reign/contract';
import { Elements } from '@stripe/react-stripe-js';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBook2,
  IconCheck,
  IconCircleCheck,
  IconCloudOff,
  IconCreditCardOff,
  IconCrown,
  IconTarget,
  IconTimeline,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '../auth';
import { PaymentForm } from './PaymentForm';
import { CHECKOUT_TEXTS, type CheckoutPhase, useCheckout } from './use-checkout';

export const BENEFITS = [
  {
    title: 'Reflections Archive',
    text: 'Every daily scripture and the reflections from your own plans, searchable by month.',
    icon: IconBook2,
  },
  {
    title: 'Multiple Goals',
    text: 'Plan every area of life with as many goals as you need.',
    icon: IconTarget,
  },
  {
    title: '7-Day Series',
    text: 'Week-long journeys through scripture, one theme and one plan a day.',
    icon: IconTimeline,
  },
] as const;

function Benefits() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="benefits-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="benefits-heading">
          What lifetime membership unlocks
        </Title>
        <Stack gap="sm">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <Group key={title} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon color="teal" size={18} radius="xl" aria-hidden="true">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          <List.Item>Lifetime access</List.Item>
          <List.Item>No recurring fees</List.Item>
        </List>
      </Stack>
    </Card>
  );
}

function Notice({
  color,
  icon,
  title,
  children,
  action,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        {action}
      </Stack>
    </Alert>
  );
}

function PaymentSection({
  phase,
  retry,
  finish,
  retryUpgrade,
}: {
  phase: CheckoutPhase;
  retry: () => void;
  finish: (paymentIntentId: string) => Promise<void>;
  retryUpgrade: (paymentIntentId: string) => void;
}) {
  const scheme = useComputedColorScheme('light');
  const retryButton = (label = 'Try again') => (
    <Button variant="light" w="fit-content" onClick={retry}>
      {label}
    </Button>
  );

  switch (phase.kind) {
    case 'loading':
      return (
        <Group gap="xs" role="status" aria-label="Preparing the payment form">
          <Loader size="sm" />
          <Text c="dimmed">Preparing secure payment...</Text>
        </Group>
      );
    case 'disabled':
      return (
        <Notice
          color="gray"
          icon={<IconCreditCardOff size={18} aria-hidden="true" />}
          title="Payments are not available"
        >
          {CHECKOUT_TEXTS.disabled} Card payments have not been configured yet, so memberships cannot be
          bought here right now.
        </Notice>
      );
    case 'unreachable':
      return (
        <Notice
          color="orange"
          icon={<IconCloudOff size={18} aria-hidden="true" />}
          title="Payment could not start"
          action={retryButton()}
        >
          {phase.message}
        </Notice>
      );
    case 'stripe-failed':
      return (
        <Notice
          color="orange"
          icon={<IconCloudOff size={18} aria-hidden="true" />}
          title="The card form could not load"
          action={retryButton('Retry')}
        >
          {CHECKOUT_TEXTS.stripeFailed}
        </Notice>
      );
    case 'intent-failed':
      return (
        <Notice
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title="Payment could not start"
          action={retryButton()}
        >
          {paymentMessages.initFailed}
        </Notice>
      );
    case 'ready':
      return (
        <Elements
          key={phase.clientSecret}
          stripe={phase.stripe}
          options={{
            clientSecret: phase.clientSecret,
            appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' },
          }}
        >
          <PaymentForm onPaid={finish} onRetry={retry} />
        </Elements>
      );
    case 'upgrading':
      return (
        <Group gap="xs" role="status" aria-label="Upgrading your account">
          <Loader size="sm" />
          <Text c="dimmed">Payment received. Upgrading your account...</Text>
        </Group>
      );
    case 'succeeded':
      return (
        <Notice
          color="teal"
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          title={paymentMessages.successTitle}
        >
          {paymentMessages.success} Taking you home...
        </Notice>
      );
    case 'pending':
      return (
        <Notice
          color="yellow"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={paymentMessages.upgradePendingTitle}
          action={
            <Button
              variant="light"
              color="yellow"
              w="fit-content"
              onClick={() => retryUpgrade(phase.paymentIntentId)}
            >
              Check again
            </Button>
          }
        >
          Your payment went through. {paymentMessages.upgradePending} Payment reference:{' '}
          {phase.paymentIntentId}
        </Notice>
      );
  }
}

/**
 * /upgrade (spec part 2 'Upgrade page'): a paid member goes to /; everyone else sees what lifetime
 * membership unlocks, the card form (Stripe Elements) with 'Complete Payment - $100', and 'Back to
 * Home'. Stripe.js is loaded only here (this page is its own chunk).
 */
export function UpgradePage() {
  useDocumentTitle('Reign · Upgrade');
  const { user } = useAuth();
  // A member who has already paid never starts a checkout.
  const [paidOnArrival] = useState(() => user?.isPaidMember ?? false);
  if (paidOnArrival) return <Navigate to="/" replace />;
  return <Checkout />;
}

function Checkout() {
  const { user } = useAuth();
  const { phase, retry, finish, retryUpgrade } = useCheckout();

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
            Upgrade to Lifetime Membership
          </Title>
        </Group>
        <Text c="dimmed">One-time payment of $100 for lifetime access. No recurring fees.</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Benefits />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-heading">
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4" id="payment-heading">
                Payment
              </Title>
              <Text fw={700} size="xl">
                $100{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  one time
                </Text>
              </Text>
            </Group>
            <PaymentSection phase={phase} retry={retry} finish={finish} retryUpgrade={retryUpgrade} />
          </Stack>
        </Card>
      </SimpleGrid>

      <Group>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Back to Home
        </Button>
      </Group>
    </Stack>
  );
}
