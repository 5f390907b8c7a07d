import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedOut, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { ProfileSection } from './activity-sections';
import type { AdminUser } from './section-parts';

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 7,
  username: 'ruth',
  displayName: 'Ruth',
  email: null,
  sharingPoints: 40,
  createdAt: '2026-11-01T12:00:00.000Z',
  referralCode: 'RUTH7',
  referredBy: null,
  referredByName: null,
  isPaidMember: false,
  membershipSource: null,
  ...over,
});

/** The value beside a label in the profile's table. */
const shownFor = (label: string) => screen.getByText(label).closest('tr')?.querySelector('td')?.textContent;

beforeEach(() => {
  stubApi(signedOut);
});

describe("the admin's view of a user's profile", () => {
  it('names who referred them, not their id', () => {
    render(<ProfileSection user={user({ referredBy: 2, referredByName: 'naomi' })} />, {
      wrapper: Providers,
    });
    expect(shownFor('Referred by')).toBe('@naomi');
  });

  it('says so when nobody did, or the referrer’s account is gone', () => {
    const { unmount } = render(<ProfileSection user={user({})} />, { wrapper: Providers });
    expect(shownFor('Referred by')).toBe('—');
    unmount();
    render(<ProfileSection user={user({ referredBy: 2 })} />, { wrapper: Providers });
    expect(shownFor('Referred by')).toBe('A deleted account');
  });
});
