import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUserRow } from '../../../test/factories';
import { signedOut, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { ProfileSection } from './activity-sections';

const user = adminUserRow;

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
