import { describe, expect, it } from 'vitest';
import { fallbackPrayer, withPrayerRequests } from '../src';

const requests = ['Healing for Mom', 'A job for Sam'];

describe('built-in prayers name the prayer requests (issue 20)', () => {
  it.each([
    ['priorities', { priorities: ['Family'], actionSteps: [], challenges: '' }],
    [
      'an action',
      { priorities: [], actionSteps: [{ priority: 'x', actions: ['Call Dad'] }], challenges: '' },
    ],
    ['a challenge', { priorities: [], actionSteps: [], challenges: 'I am so busy' }],
    ['nothing', { priorities: [], actionSteps: [], challenges: '' }],
  ])('with %s, every variant names each request before Amen', (_what, input) => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const prayer = fallbackPrayer({ ...input, prayerRequests: requests }, () => r);
      for (const title of requests) expect(prayer).toContain(title);
      expect(prayer.endsWith('Amen.')).toBe(true);
    }
  });

  it('adds nothing without requests, and names only the ones a prayer leaves out', () => {
    const base = fallbackPrayer({ priorities: ['Family'], actionSteps: [], challenges: '' });
    expect(base).not.toContain('prayer request');
    const ai = 'Lord, heal Mom. Healing for Mom is my cry. Amen.';
    expect(withPrayerRequests(ai, requests)).toBe(
      'Lord, heal Mom. Healing for Mom is my cry. Amen. I also lift up to You my prayer request: A job for Sam.',
    );
  });
});
