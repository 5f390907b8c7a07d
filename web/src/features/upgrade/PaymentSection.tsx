import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import { IconAlertCircle, IconCircleCheck, IconCloudOff, IconCreditCardOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PaymentForm } from './PaymentForm';
import { CHECKOUT_TEXTS, PAYMENT_WORDS } from './payment-words';
import type { CheckoutPhase } from './use-checkout';

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
    title: MessageDescriptor;
    text: (phase: Extract<CheckoutPhase, { kind: K }>, i18n: I18n) => string;
    retry?: MessageDescriptor;
  };
} = {
  disabled: {
    color: 'gray',
    icon: IconCreditCardOff,
    title: msg`Payments are not available`,
    text: (_, i18n) =>
      `${i18n._(CHECKOUT_TEXTS.disabled)} ${i18n._(msg`Memberships cannot be bought here, but the administrator of this Reign server can grant you a lifetime membership: ask them.`)}`,
  },
  unreachable: {
    color: 'orange',
    icon: IconCloudOff,
    title: msg`Payment could not start`,
    text: (phase, i18n) => i18n._(phase.message),
    retry: msg`Try again`,
  },
  'stripe-failed': {
    color: 'orange',
    icon: IconCloudOff,
    title: msg`The card form could not load`,
    text: (_, i18n) => i18n._(CHECKOUT_TEXTS.stripeFailed),
    retry: msg`Retry`,
  },
  'intent-failed': {
    color: 'red',
    icon: IconAlertCircle,
    title: msg`Payment could not start`,
    text: (_, i18n) => i18n._(PAYMENT_WORDS.initFailed),
    retry: msg`Try again`,
  },
  succeeded: {
    color: 'teal',
    icon: IconCircleCheck,
    title: PAYMENT_WORDS.successTitle,
    text: (_, i18n) => `${i18n._(PAYMENT_WORDS.success)} ${i18n._(msg`Taking you home...`)}`,
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
  const { t, i18n } = useLingui();

  switch (phase.kind) {
    case 'loading':
      return <Working label={t`Preparing the payment form`} text={t`Preparing secure payment...`} />;
    case 'upgrading':
      return (
        <Working label={t`Upgrading your account`} text={t`Payment received. Upgrading your account...`} />
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
    case 'pending': {
      const pending = i18n._(PAYMENT_WORDS.upgradePending);
      const reference = phase.paymentIntentId;
      return (
        <Notice
          color="yellow"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={i18n._(PAYMENT_WORDS.upgradePendingTitle)}
          action={
            <Button
              variant="light"
              color="yellow"
              w="fit-content"
              onClick={() => retryUpgrade(phase.paymentIntentId)}
            >
              {t`Check again`}
            </Button>
          }
        >
          {t`Your payment went through. ${pending} Payment reference: ${reference}`}
        </Notice>
      );
    }
    default: {
      const notice = NOTICES[phase.kind];
      const Icon = notice.icon;
      return (
        <Notice
          color={notice.color}
          icon={<Icon size={18} aria-hidden="true" />}
          title={i18n._(notice.title)}
          action={
            notice.retry ? (
              <Button variant="light" w="fit-content" onClick={retry}>
                {i18n._(notice.retry)}
              </Button>
            ) : undefined
          }
        >
          {(notice.text as (p: NoticePhase, i18n: I18n) => string)(phase, i18n)}
        </Notice>
      );
    }
  }
}
