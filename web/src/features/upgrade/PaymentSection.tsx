import { Alert, Button, Group, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { paymentMessages } from '@reign/contract';
import { Elements } from '@stripe/react-stripe-js';
import { IconAlertCircle, IconCircleCheck, IconCloudOff, IconCreditCardOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PaymentForm } from './PaymentForm';
import { CHECKOUT_TEXTS, type CheckoutPhase } from './use-checkout';

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

type NoticePhase = Extract<
  CheckoutPhase,
  { kind: 'disabled' | 'unreachable' | 'stripe-failed' | 'intent-failed' | 'succeeded' }
>;

/** The phases that only say something: colour, icon, title, text and whether 'Try again' (or 'Retry') shows. */
const NOTICES: {
  [K in NoticePhase['kind']]: {
    color: string;
    icon: typeof IconAlertCircle;
    title: string;
    text: (phase: Extract<CheckoutPhase, { kind: K }>) => string;
    retry?: string;
  };
} = {
  disabled: {
    color: 'gray',
    icon: IconCreditCardOff,
    title: 'Payments are not available',
    text: () =>
      `${CHECKOUT_TEXTS.disabled} Memberships cannot be bought here, but the administrator of this Reign server can grant you a lifetime membership: ask them.`,
  },
  unreachable: {
    color: 'orange',
    icon: IconCloudOff,
    title: 'Payment could not start',
    text: (phase) => phase.message,
    retry: 'Try again',
  },
  'stripe-failed': {
    color: 'orange',
    icon: IconCloudOff,
    title: 'The card form could not load',
    text: () => CHECKOUT_TEXTS.stripeFailed,
    retry: 'Retry',
  },
  'intent-failed': {
    color: 'red',
    icon: IconAlertCircle,
    title: 'Payment could not start',
    text: () => paymentMessages.initFailed,
    retry: 'Try again',
  },
  succeeded: {
    color: 'teal',
    icon: IconCircleCheck,
    title: paymentMessages.successTitle,
    text: () => `${paymentMessages.success} Taking you home...`,
  },
};

function Working({ label, text }: { label: string; text: string }) {
  return (
    <Group gap="xs" role="status" aria-label={label}>
      <Loader size="sm" />
      <Text c="dimmed">{text}</Text>
    </Group>
  );
}

/** The payment card's body for each phase of the checkout. */
export function PaymentSection({
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

  switch (phase.kind) {
    case 'loading':
      return <Working label="Preparing the payment form" text="Preparing secure payment..." />;
    case 'upgrading':
      return <Working label="Upgrading your account" text="Payment received. Upgrading your account..." />;
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
    default: {
      const notice = NOTICES[phase.kind];
      const Icon = notice.icon;
      return (
        <Notice
          color={notice.color}
          icon={<Icon size={18} aria-hidden="true" />}
          title={notice.title}
          action={
            notice.retry ? (
              <Button variant="light" w="fit-content" onClick={retry}>
                {notice.retry}
              </Button>
            ) : undefined
          }
        >
          {(notice.text as (p: NoticePhase) => string)(phase)}
        </Notice>
      );
    }
  }
}
