import { GUEST_DB_NAME } from '@reign/sync/device/database';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_WROTE_KEY } from '../../../data/guest-wrote';
import { signedOut, stubApi } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render-app';

// A guest's study and reader (issue 53): a guest who never wrote on this device has no marks, said at
// once, and no database is opened for them (a long task on a phone while the page starts).

const guestDatabaseOpened = async () =>
  (await indexedDB.databases()).some((database) => database.name === GUEST_DB_NAME);

afterEach(() => localStorage.clear());

describe("a guest's study marks", { timeout: 20_000 }, () => {
  it('are none, at once, without opening a database, for a guest who never wrote here', async () => {
    stubApi(signedOut);
    renderRoutes('/study');
    expect(await screen.findByText('Nothing marked yet')).toBeInTheDocument();
    expect(await guestDatabaseOpened()).toBe(false);
  });

  it('are read from the guest database once a guest wrote here', async () => {
    localStorage.setItem(GUEST_WROTE_KEY, '1');
    stubApi(signedOut);
    renderRoutes('/study');
    expect(await screen.findByText('Nothing marked yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await guestDatabaseOpened()).toBe(true);
  });
});
