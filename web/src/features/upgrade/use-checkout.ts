import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode } from '../../api';
import { isOffline } from '../../data';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { CHECKOUT_TEXTS, PAYMENT_WORDS } from './payment-words';
import { createPaymentIntent, fetchPaymentsConfig, loadStripeJs, upgradeToPaid } from './payments-api';

export { CHECKOUT_TEXTS };

/** Spec part 2 section 9: after a successful payment the page goes to / after 2 seconds. */
export const REDIRECT_AFTER_PAYMENT_MS = 2000;

export type CheckoutPhase =
  | { kind: 'loading' }
  /** the server has no Stripe keys */
  | { kind: 'disabled' }
  /** the server could not be asked (offline, down) */
  | { kind: 'unreachable'; message: MessageDescriptor }
  /** js.stripe.com could not be loaded (offline, blocked) */
  | { kind: 'stripe-failed' }
  | { kind: 'intent-failed' }
  | { kind: 'ready'; stripe: Stripe; clientSecret: string }
  /** paid; the upgrade call runs */
  | { kind: 'upgrading' }
  | { kind: 'succeeded' }
  /** paid, but the upgrade call failed: support, or try the upgrade call again */
  | { kind: 'pending'; paymentIntentId: string };

/**
 * The /upgrade flow: the server's payment config, Stripe.js and the PaymentIntent; after the
 * browser confirms the payment, `POST /api/upgrade-to-paid`, then the refreshed user and / after
 * 2 seconds. A return from a redirect-based payment method (`?payment_intent=...`) finishes the
 * same way.
 */
export function useCheckout() {
  const { refreshUser } = useAuth();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const finish = useCallback(
    async (paymentIntentId: string) => {
      setPhase({ kind: 'upgrading' });
      try {
        await upgradeToPaid(paymentIntentId);
      } catch {
        if (!mounted.current) return;
        showToast({
          title: i18n._(PAYMENT_WORDS.upgradePendingTitle),
          message: i18n._(PAYMENT_WORDS.upgradePending),
          variant: 'error',
        });
        setPhase({ kind: 'pending', paymentIntentId });
        return;
      }
      if (!mounted.current) return;
      showToast({
        title: i18n._(PAYMENT_WORDS.successTitle),
        message: i18n._(PAYMENT_WORDS.success),
        variant: 'success',
      });
      setPhase({ kind: 'succeeded' });
      timer.current = setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_PAYMENT_MS);
      await refreshUser({ force: true }).catch(() => {});
    },
    [navigate, refreshUser, i18n],
  );

  // A redirect-based payment method comes back to /upgrade with the intent in the query.
  const [returnedFrom] = useState(() => {
    const id = searchParams.get('payment_intent');
    return id ? { id, succeeded: searchParams.get('redirect_status') === 'succeeded' } : null;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, to clean the address
  useEffect(() => {
    if (returnedFrom) setSearchParams({}, { replace: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new start
  useEffect(() => {
    let cancelled = false;
    if (returnedFrom && attempt === 0) {
      if (returnedFrom.succeeded) {
        void finish(returnedFrom.id);
        return;
      }
      showToast({
        title: i18n._(PAYMENT_WORDS.paymentFailedTitle),
        message: i18n._(CHECKOUT_TEXTS.paymentFailed),
        variant: 'error',
      });
    }

    setPhase({ kind: 'loading' });
    void (async () => {
      let config: Awaited<ReturnType<typeof fetchPaymentsConfig>>;
      try {
        config = await fetchPaymentsConfig();
      } catch {
        if (!cancelled) {
          setPhase({
            kind: 'unreachable',
            message: isOffline() ? CHECKOUT_TEXTS.offline : CHECKOUT_TEXTS.unreachable,
          });
        }
        return;
      }
      if (cancelled) return;
      if (!config.enabled || !config.publishableKey) {
        setPhase({ kind: 'disabled' });
        return;
      }

      const stripeLoad = loadStripeJs(config.publishableKey).then(
        (stripe) => ({ ok: true as const, stripe }),
        () => ({ ok: false as const }),
      );
      let intent: Awaited<ReturnType<typeof createPaymentIntent>>;
      try {
        intent = await createPaymentIntent();
      } catch (err) {
        if (cancelled) return;
        const code = errorCode(err);
        if (code === 'unavailable') {
          setPhase({ kind: 'disabled' });
        } else if (code === 'already_paid') {
          // Already paid (another tab, the webhook): the fresh user sends the page to /.
          await refreshUser({ force: true }).catch(() => {});
          if (!cancelled) setPhase({ kind: 'intent-failed' });
        } else if (code === 'network' && isOffline()) {
          setPhase({ kind: 'unreachable', message: CHECKOUT_TEXTS.offline });
        } else {
          showToast({
            title: i18n._(msg`Payment Error`),
            message: i18n._(PAYMENT_WORDS.initFailed),
            variant: 'error',
          });
          setPhase({ kind: 'intent-failed' });
        }
        return;
      }
      const loaded = await stripeLoad;
      if (cancelled) return;
      if (!loaded.ok) {
        setPhase({ kind: 'stripe-failed' });
        return;
      }
      setPhase({ kind: 'ready', stripe: loaded.stripe, clientSecret: intent.clientSecret });
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const retryUpgrade = useCallback(
    (paymentIntentId: string) => {
      void finish(paymentIntentId);
    },
    [finish],
  );

  return { phase, retry, finish, retryUpgrade };
}
