import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser } from '../test/fetch-stub';
import { MEMBER_ID, memberDb, renderMemberScreen } from '../test/member';
import { type Mutations, useMutations } from '.';
import { announceDataOpener, nextDataOpener } from './context';

/** Hands the screen's writes to the test, as a button's handler holds them. */
function Writes({ into }: { into: { current?: Mutations } }) {
  into.current = useMutations();
  return null;
}

describe('a write tapped while the account is still being checked', () => {
  it('waits for the account and is saved on its data, not refused', async () => {
    let answer: (response: Response) => void = () => {};
    const account = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const writes: { current?: Mutations } = {};
    const { ready } = renderMemberScreen(<Writes into={writes} />, {
      api: (request) => (request.path === '/api/user' ? account : undefined),
    });
    await waitFor(() => expect(writes.current).toBeDefined());

    // the account is not known yet: a tap on a control that writes
    const saved = writes.current?.updateProfile({ bio: 'Tapped early' });
    answer(json(200, makeUser({ id: MEMBER_ID })));

    await expect(saved).resolves.toBeUndefined();
    await ready;
    expect(await memberDb().queued('profile.update')).toEqual([
      { name: 'profile.update', args: { bio: 'Tapped early' } },
    ]);
  });
});

describe('waiting for the account', () => {
  it("gives each account's opener to the writes waiting then, and a later one to the next write", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const waiting = [nextDataOpener(), nextDataOpener()];
    announceDataOpener(first);
    const next = nextDataOpener();
    announceDataOpener(second);
    expect(await Promise.all(waiting)).toEqual([first, first]);
    await expect(next).resolves.toBe(second);
  });
});
