import { deviceLabelBody } from '@reign/contract/devices';
import { describe, expect, it } from 'vitest';
import { thisDevice } from './this-device';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('thisDevice', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome', 'Android'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPad',
    ],
    [MAC_SAFARI, 'Safari', 'macOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
  ])('names a browser by its User-Agent: %s', (userAgent, browser, system) => {
    expect(thisDevice({ userAgent })).toEqual({ browser, system });
  });

  it('prefers the client hints, the most specific brand first', () => {
    const userAgentData = {
      brands: [{ brand: 'Chromium' }, { brand: 'Microsoft Edge' }, { brand: 'Not=A?Brand' }],
      platform: 'Chrome OS',
    };
    expect(thisDevice({ userAgent: ANDROID_CHROME, userAgentData })).toEqual({
      browser: 'Edge',
      system: 'ChromeOS',
    });
  });

  it('reads the User-Agent for what the hints leave empty (an overridden User-Agent)', () => {
    expect(thisDevice({ userAgent: ANDROID_CHROME, userAgentData: { brands: [], platform: '' } })).toEqual({
      browser: 'Chrome',
      system: 'Android',
    });
  });

  it('calls a Mac with a touch screen an iPad', () => {
    expect(thisDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 5 })).toEqual({
      browser: 'Safari',
      system: 'iPad',
    });
  });

  it('sends nothing when the browser or the system is unknown', () => {
    expect(thisDevice({ userAgent: 'curl/8.5' })).toBeUndefined();
    expect(thisDevice({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) Gecko Netscape/9' })).toBeUndefined();
    expect(thisDevice({})).toBeUndefined();
  });

  it('answers what the push body takes', () => {
    const label = thisDevice({ userAgent: ANDROID_CHROME });
    expect(deviceLabelBody.safeParse(label).success).toBe(true);
  });
});
