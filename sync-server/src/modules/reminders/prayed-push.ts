import type { CirclePrayedPayload } from '@reign/contract';
import { languageOfTag } from '@reign/contract/language-list';
import type { Tx } from '../../db/connect';
import { type ServerMessages, serverMessages } from '../../i18n';
import { scheduleJobOnce } from '../../lib/job-queue';
import { profileLanguage } from '../profile';
import { subscriptionIdsOf } from './push-subscription-repository';
import { DELIVERY_JOB, type DeliveryPayload } from './reminder-jobs';
import { findReminderSettings, type ReminderSettingsRow } from './reminder-settings-repository';

// The circles' notifications (issue 52): each goes to a person's devices that get the morning
// reminder, in that person's language, unless they turned that kind off (Profile), queued in the
// transaction of the write that caused it (one delivery job a device, once per key).

/** How long a push service keeps, and the server retries, an undelivered circle notification. */
const CIRCLE_PUSH_WINDOW_MS = 12 * 3600_000;
const HOUR_MS = 3600_000;

interface CirclePush {
  to: number;
  /** the person's setting that turns it off */
  setting: keyof Pick<ReminderSettingsRow, 'prayedPush' | 'answeredPush'>;
  kind: CirclePrayedPayload['kind'];
  title: (words: ServerMessages) => string;
  body: string;
  circleId: string;
  prayerId: string;
  /** what makes it once: the same key again (per device) queues nothing */
  key: string;
  at: Date;
}

async function queueCirclePush(tx: Tx, push: CirclePush): Promise<void> {
  const settings = await findReminderSettings(tx, push.to);
  if (!settings || settings[push.setting] === false) return;
  const devices = await subscriptionIdsOf(tx, push.to);
  if (devices.length === 0) return;
  const language = (await profileLanguage(tx, push.to)) ?? languageOfTag(settings.language) ?? 'en';
  const message: CirclePrayedPayload = {
    kind: push.kind,
    title: push.title(serverMessages(language)),
    body: push.body,
    url: `/circles/${push.circleId}`,
    // one notification a request: a later one for it replaces it
    tag: `reign-circle-${push.prayerId}`,
  };
  const expiresAt = new Date(push.at.getTime() + CIRCLE_PUSH_WINDOW_MS).toISOString();
  for (const subscriptionId of devices) {
    const payload: DeliveryPayload = { subscriptionId, message, expiresAt };
    await scheduleJobOnce(tx, {
      kind: DELIVERY_JOB,
      key: `${subscriptionId}:${push.key}`,
      runAt: push.at,
      payload: payload as unknown as Record<string, unknown>,
    });
  }
}

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
 * A member prayed for a request: its asker is told 'Ana prayed for you', at most once a device,
 * request and hour: the same person's many taps, or many people at once, are one notification.
 */
export async function queuePrayedPush(tx: Tx, tap: PrayedTap): Promise<void> {
  const hour = Math.floor(tap.at.getTime() / HOUR_MS);
  await queueCirclePush(tx, {
    to: tap.askerId,
    setting: 'prayedPush',
    kind: 'circle-prayed',
    title: (words) => words.prayedForYou(tap.prayedBy),
    body: tap.title,
    circleId: tap.circleId,
    prayerId: tap.prayerId,
    key: `prayed:${tap.prayerId}:${hour}`,
    at: tap.at,
  });
}

export interface AnsweredRequest {
  circle: { id: string; name: string };
  /** the circle's members but the asker */
  memberIds: readonly number[];
  prayerId: string;
  title: string;
  at: Date;
}

/**
 * A request shared with a circle was marked answered: every other member is told 'An answered
 * prayer in Home group' with its title (never who asked), once per request.
 */
export async function queueAnsweredPush(tx: Tx, answered: AnsweredRequest): Promise<void> {
  for (const to of answered.memberIds) {
    await queueCirclePush(tx, {
      to,
      setting: 'answeredPush',
      kind: 'circle-answered',
      title: (words) => words.answeredInCircle(answered.circle.name),
      body: answered.title,
      circleId: answered.circle.id,
      prayerId: answered.prayerId,
      key: `answered:${answered.prayerId}`,
      at: answered.at,
    });
  }
}
