import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { wrapLines } from './share-image';
import {
  absoluteShareUrl,
  emailShareUrl,
  facebookShareUrl,
  shareImageFileName,
  shareText,
  verseEmail,
  verseLandingUrl,
  xShareUrl,
} from './share-links';
import {
  achievementLine,
  GUEST_SHARE_MESSAGE,
  shareToastLines,
  UNRECORDED_SHARE_MESSAGE,
} from './share-toast';

describe('share URLs', () => {
  it('makes the short link absolute on this origin', () => {
    expect(absoluteShareUrl('https://reign.app', '/s/AbC12xY')).toBe('https://reign.app/s/AbC12xY');
    expect(absoluteShareUrl('http://127.0.0.1:4092', '/s/x')).toBe('http://127.0.0.1:4092/s/x');
  });
  it("links a guest's share to the verse on the home page", () => {
    expect(verseLandingUrl('https://reign.app', 'John 3:16')).toBe('https://reign.app/?verse=John+3%3A16');
  });
  it('builds the X intent with text and url', () => {
    expect(xShareUrl('John 3:16 & more', 'https://reign.app/s/abc')).toBe(
      'https://x.com/intent/post?text=John%203%3A16%20%26%20more&url=https%3A%2F%2Freign.app%2Fs%2Fabc',
    );
  });
  it('builds the Facebook sharer', () => {
    expect(facebookShareUrl('https://reign.app/s/abc')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Freign.app%2Fs%2Fabc',
    );
  });
  it('builds a mailto with subject and body', () => {
    expect(emailShareUrl('Hi there', 'a&b\nc')).toBe('mailto:?subject=Hi%20there&body=a%26b%0Ac');
    const mail = verseEmail('John 3:16', 'For God so loved the world', 'https://reign.app/s/abc', i18n);
    expect(mail.subject).toBe('John 3:16 — a verse for you');
    expect(mail.body).toBe(
      '"For God so loved the world" — John 3:16\n\nRead it on Reign: https://reign.app/s/abc',
    );
  });
  it('names the text and the image file after the reference', () => {
    expect(shareText('Psalm 23:1', i18n)).toBe("Psalm 23:1 — today's verse on Reign");
    expect(shareImageFileName('1 John 4:7-8')).toBe('reign-1-john-4-7-8.png');
    expect(shareImageFileName('')).toBe('reign-verse.png');
  });
});

describe('the share toast', () => {
  it('tells guests to sign in', () => {
    expect(shareToastLines(null, false)).toEqual([GUEST_SHARE_MESSAGE]);
    expect(GUEST_SHARE_MESSAGE).toBe('Sign in to earn points for sharing');
  });
  it('says when the share could not be recorded', () => {
    expect(shareToastLines(null, true)).toEqual([UNRECORDED_SHARE_MESSAGE]);
  });
  it('shows the points and each new achievement', () => {
    expect(
      shareToastLines(
        { pointsEarned: 5, newAchievements: [{ title: 'First Share', pointsAwarded: 10 }] },
        true,
      ),
    ).toEqual(['You earned 5 points for sharing.', 'Achievement unlocked: First Share · +10 points']);
    expect(achievementLine({ title: 'Social Butterfly', pointsAwarded: 50 })).toBe(
      'Achievement unlocked: Social Butterfly · +50 points',
    );
  });
  it('mentions the daily cap when a share earns nothing', () => {
    expect(shareToastLines({ pointsEarned: 0, newAchievements: [] }, true)[0]).toContain(
      'up to 5 shares a day, each of a verse you have not shared before',
    );
  });
});

describe('wrapLines', () => {
  it('breaks text into lines within the width', () => {
    const measure = (s: string) => s.length;
    expect(wrapLines('aa bb cc dd', 5, measure)).toEqual(['aa bb', 'cc dd']);
    expect(wrapLines('averyveryverylongword x', 5, measure)).toEqual(['averyveryverylongword', 'x']);
    expect(wrapLines('  ', 5, measure)).toEqual([]);
  });
});
