import { APP_TIME_ZONE } from '@reign/domain';

/** The zone this device's clock is set to, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The zones the browser knows, the device's first and America/Chicago always among them. */
export function zoneChoices(device: string | null): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const known = intl.supportedValuesOf?.('timeZone') ?? [];
  const rest = [...new Set([APP_TIME_ZONE, ...known])].filter((z) => z !== device).sort();
  return device ? [device, ...rest] : rest;
}

export { zoneLabel } from '../../ui/zone-label';

/** The device zone whose offer the person turned down (offered again only for another zone). */
export const OFFER_DISMISSED_KEY = 'reign:time-zone-offer-dismissed';
