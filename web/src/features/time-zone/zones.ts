import { languageOfTag } from '@reign/contract/language-list';
import { APP_TIME_ZONE } from '@reign/domain';

export { deviceTimeZone } from '../../ui/device-zone';

/** The zones the browser knows, the device's first and America/Chicago always among them. */
export function zoneChoices(device: string | null): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const known = intl.supportedValuesOf?.('timeZone') ?? [];
  const rest = [...new Set([APP_TIME_ZONE, ...known])].filter((z) => z !== device).sort();
  return device ? [device, ...rest] : rest;
}

export { zoneLabel } from '../../ui/zone-label';

/** The regions of the database in Spanish (the first part of 'America/Chicago'). */
const SPANISH_REGIONS: Record<string, string> = {
  Africa: 'África',
  America: 'América',
  Antarctica: 'Antártida',
  Arctic: 'Ártico',
  Atlantic: 'Atlántico',
  Europe: 'Europa',
  Indian: 'Índico',
  Pacific: 'Pacífico',
};

/** The region of a zone in the reader's language ('Pacific', 'Pacífico'); 'Other' zones have none. */
export function zoneRegion(zone: string, locale = 'en'): string | null {
  const [region, ...rest] = zone.split('/');
  if (!region || rest.length === 0 || region === 'Etc') return null;
  return languageOfTag(locale) === 'es' ? (SPANISH_REGIONS[region] ?? region) : region;
}

/** The device zone whose offer the person turned down (offered again only for another zone). */
export const OFFER_DISMISSED_KEY = 'reign:time-zone-offer-dismissed';
