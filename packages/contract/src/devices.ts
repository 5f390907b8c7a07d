import * as z from 'zod/mini';
import { checked } from './checked';
import { syncMessages } from './sync-messages';

/**
 * Which of the person's devices a write came from, as the sync push says it: its client id (one
 * per browser database, the push's own) and, optionally, a short label of its browser and system
 * (`{ browser: 'Chrome', system: 'Android' }`). The label is two proper names, never a sentence:
 * each device words it in its own language ('Chrome on Android', 'Chrome en Android').
 */

export const clientId = checked(
  z.string(),
  z.trim(),
  z.minLength(8),
  z.maxLength(64),
  z.regex(/^[A-Za-z0-9-]+$/, syncMessages.clientId),
);

/** The longest browser or system name a label takes (the two together stay under 60 characters). */
export const DEVICE_NAME_MAX = 30;

/** A browser's or a system's name: trimmed, 1 to DEVICE_NAME_MAX characters, none of them a control or format one. */
const deviceName = checked(
  z.string({ error: syncMessages.device }),
  z.trim(),
  z.minLength(1, syncMessages.device),
  z.maxLength(DEVICE_NAME_MAX, syncMessages.device),
  z.regex(/^[^\p{C}]+$/u, syncMessages.device),
);

/** A device's label as a push sends it (old builds send none). */
export const deviceLabelBody = z.strictObject(
  { browser: deviceName, system: deviceName },
  { error: syncMessages.device },
);

/** A device's label as a row keeps it: the same names, and whatever a newer build adds left out. */
export const deviceLabel = z.object({ browser: deviceName, system: deviceName });
export type DeviceLabel = z.infer<typeof deviceLabel>;
