import type { CirclePrayedPayload } from '@reign/contract';
import { languageOfTag } from '@reign/contract/language-list';
import type { Tx } from '../../db/connect';
import { serverMessages } from '../../i18n';
import { scheduleJobOnce } from '../../lib/job-queue';
import { profileLanguage } from '../profile';
import { subscriptionIdsOf } from './push-subscription-repository';
import { DELIVERY_JOB, type DeliveryPayload } from './reminder-jobs';
import { findReminderSettings } from './reminder-settings-repository';

/** How long a push service keeps, and the server retries, an undelivered 'prayed for you'. */
const PRAYED_WINDOW_MS = 12 * 3600_000;
const HOUR_MS = 3600_000;

export interface PrayedTap {
  askerId: number;
  circleId: string;
  prayerId: string;
  /** who prayed, as the asker sees them */
  prayedBy: string;
  /** the request's title */
  title: string;
  at: Date;
}

/**
 * A member prayed for a request (issue 52): its asker's devices that get the morning reminder are
 * told 'Ana prayed for you', in the asker's language, unless they turned it off. Queued in the
 * tap's transaction (one delivery job a device), at most one a device, request and hour: the same
 * person's many taps, or many people at once, are one notification, not a stream.
 */
export async function queuePrayedPush(tx: Tx, tap: PrayedTap): Promise<void> {
  const settings = await findReminderSettings(tx, tap.askerId);
  if (!settings?.prayedPush) return;
  const devices = await subscriptionIdsOf(tx, tap.askerId);
  if (devices.length === 0) return;
  const language = (await profileLanguage(tx, tap.askerId)) ?? languageOfTag(settings.language) ?? 'en';
  const message: CirclePrayedPayload = {
    kind: 'circle-prayed',
    title: serverMessages(language).prayedForYou(tap.prayedBy),
    body: tap.title,
    url: `/circles/${tap.circleId}`,
    tag: `reign-circle-${tap.prayerId}`,
  };
  const expiresAt = new Date(tap.at.getTime() + PRAYED_WINDOW_MS).toISOString();
  const hour = Math.floor(tap.at.getTime() / HOUR_MS);
  for (const subscriptionId of devices) {
    const payload: DeliveryPayload = { subscriptionId, message, expiresAt };
    await scheduleJobOnce(tx, {
      kind: DELIVERY_JOB,
      key: `${subscriptionId}:prayed:${tap.prayerId}:${hour}`,
      runAt: tap.at,
      payload: payload as unknown as Record<string, unknown>,
    });
  }
}
