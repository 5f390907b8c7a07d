import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-label';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'macOS',
    ],
  ])('names %s', (agent, browser, system) => {
    expect(deviceOf(agent)).toEqual({ browser, system });
  });

  it('names nothing it does not know', () => {
    expect(deviceOf('curl/8.5')).toEqual({ browser: null, system: null });
    expect(deviceOf(null)).toEqual({ browser: null, system: null });
  });
});
