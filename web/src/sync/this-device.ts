import type { DeviceLabel } from '@reign/contract/devices';
import { deviceOf } from '../ui/device-label';

/**
 * This device's browser and system, sent with each sync push so a conflict its write leaves can
 * say where the other version came from ('From Chrome on Android'). The browser's client hints
 * (`navigator.userAgentData`, Chromium's) where they name a part, else the User-Agent
 * (ui/device-label.ts); nothing when either part stays unknown. Proper names, never translated.
 */

/** What this reads of a page's or a worker's navigator. */
export interface NavigatorLike {
  userAgent?: string;
  userAgentData?: { brands?: readonly { brand: string }[]; platform?: string };
  maxTouchPoints?: number;
}

/** Client-hint brands, the most specific first (every Chromium browser also says 'Chromium'). */
const BRANDS: readonly [string, string][] = [
  ['Microsoft Edge', 'Edge'],
  ['Samsung Internet', 'Samsung Internet'],
  ['Opera', 'Opera'],
  ['Google Chrome', 'Chrome'],
  ['Chromium', 'Chrome'],
];

const PLATFORMS: Readonly<Record<string, string>> = {
  Android: 'Android',
  Windows: 'Windows',
  macOS: 'macOS',
  Linux: 'Linux',
  'Chrome OS': 'ChromeOS',
  ChromeOS: 'ChromeOS',
  'Chromium OS': 'ChromeOS',
};

function fromHints(hints: NavigatorLike['userAgentData']) {
  const brands = new Set((hints?.brands ?? []).map((b) => b.brand));
  return {
    browser: BRANDS.find(([brand]) => brands.has(brand))?.[1] ?? null,
    system: PLATFORMS[hints?.platform ?? ''] ?? null,
  };
}

/** This device's label, or undefined when its browser or its system is not known. */
export function thisDevice(nav: NavigatorLike | undefined = globalThis.navigator): DeviceLabel | undefined {
  if (!nav) return undefined;
  const hinted = fromHints(nav.userAgentData);
  const agent = deviceOf(nav.userAgent);
  const browser = hinted.browser ?? agent.browser;
  let system = hinted.system ?? agent.system;
  // an iPad asks for desktop pages: it says it is a Mac, with a touch screen
  if (system === 'macOS' && (nav.maxTouchPoints ?? 0) > 1) system = 'iPad';
  return browser && system ? { browser, system } : undefined;
}
