import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../ui/toast';
import { CHECKOUT_TEXTS, PAYMENT_WORDS } from './payment-words';

export const PAY_BUTTON_LABEL = msg`Complete Payment - $100`;

/**
 * The card form inside Stripe Elements: the Payment Element and 'Complete Payment - $100'. The
 * browser confirms the payment with Stripe (redirecting only for methods that need it); a
 * succeeded payment goes on to `onPaid`, which upgrades the account.
 */
export function PaymentForm({
  onPaid,
  onRetry,
}: {
  onPaid: (paymentIntentId: string) => Promise<void>;
  onRetry: () => void;
}) {
  const stripe = useStripe();
  const { t, i18n } = useLingui();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    showToast({ title: i18n._(PAYMENT_WORDS.paymentFailedTitle), message, variant: 'error' });
    setBusy(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    let result: PaymentIntentResult;
    try {
      result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/upgrade` },
      });
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : i18n._(CHECKOUT_TEXTS.paymentFailed));
      return;
    }
    if (result.error) {
      fail(result.error.message || i18n._(CHECKOUT_TEXTS.paymentFailed));
      return;
    }
    const intent = result.paymentIntent;
    if (intent.status === 'succeeded') {
      await onPaid(intent.id);
      return;
    }
    if (intent.status === 'processing') {
      showToast({
        title: i18n._(CHECKOUT_TEXTS.processingTitle),
        message: i18n._(CHECKOUT_TEXTS.processing),
      });
      setBusy(false);
      return;
    }
    fail(i18n._(CHECKOUT_TEXTS.paymentFailed));
  };

  if (loadFailed) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        title={t`The card form could not load`}
      >
        <Stack gap="sm">
          <Text size="sm">{i18n._(CHECKOUT_TEXTS.stripeFailed)}</Text>
          <Button variant="light" color="orange" w="fit-content" onClick={onRetry}>
            {t`Retry`}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} aria-label={t`Card payment`}>
      <Stack gap="md">
        {!ready && (
          <Stack align="center" gap="xs" py="md" role="status" aria-label={t`Loading the card form`}>
            <Loader size="sm" />
          </Stack>
        )}
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={() => setLoadFailed(true)}
          options={{ layout: 'tabs' }}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={busy}
          disabled={!stripe || !elements || !ready}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          {i18n._(PAY_BUTTON_LABEL)}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t`Payments are processed securely by Stripe. Your card details never reach Reign's servers.`}
        </Text>
      </Stack>
    </form>
  );
}
