import { Suspense } from 'react';
import { useEntries } from '../../data';
import { useAuth } from '../../session';
import { lazyPart } from '../../ui/LazyPart';
import { notificationsDenied, pushSupported, useDeviceOn, useOfferAnswered } from './device-state';

const MorningReminderOffer = lazyPart(
  async () => ({ default: (await import('./MorningReminderOffer')).MorningReminderOffer }),
  () => null,
);

/**
 * 'A gentle reminder each morning', offered once the person has saved a plan, on a device that can
 * get it and does not yet, until they answer. Self-contained: put it where a saved plan shows. It
 * costs a page next to nothing until it shows (the offer loads then).
 */
export function MorningReminderCard() {
  const userId = useAuth().user?.id;
  const entries = useEntries();
  const on = useDeviceOn(userId);
  const answered = useOfferAnswered();
  const offer =
    userId !== undefined &&
    !on &&
    !answered &&
    (entries?.length ?? 0) > 0 &&
    pushSupported() &&
    !notificationsDenied();
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <MorningReminderOffer />
    </Suspense>
  );
}
