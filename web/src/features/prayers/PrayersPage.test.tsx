import { centralDate } from '@reign/domain';
import type { PrayerRow } from '@reign/sync/device/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { noteServerDate } from '../../api/server-clock';
import { memberDb, renderMemberScreen } from '../../test/member';
import { PrayersPage } from './PrayersPage';

async function renderPage() {
  const rendered = renderMemberScreen(<PrayersPage />, { path: '/prayers' });
  await rendered.ready;
  return { ...rendered, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** An active, unanswered prayer request row as this device stores it. */
function activeRequest(
  r: Pick<PrayerRow, 'id' | 'title' | 'details' | 'forWhom' | 'category' | 'createdAt'>,
): PrayerRow {
  return {
    ...r,
    status: 'active',
    answeredAt: null,
    testimony: null,
    sharedCircleId: null,
    sharedAnonymously: false,
    updatedAt: r.createdAt,
    version: 0,
    deleted: false,
  };
}

describe('the prayer journal', () => {
  it('invites the first request, adds it through the dialog and counts it', async () => {
    const { user } = await renderPage();
    expect(await screen.findByText('Start your prayer list')).toBeInTheDocument();
    expect(document.title).toBe('Prayers · Reign');
    await user.click(screen.getByRole('button', { name: 'Add your first request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Prayer Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Title/), 'Healing for Mom');
    await user.type(within(dialog).getByLabelText('For whom'), 'Mom');
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    expect(await screen.findByRole('article', { name: 'Healing for Mom' })).toBeInTheDocument();
    expect(tab(/Active/)).toHaveTextContent('1');
    const [row] = await memberDb().db.prayers.toArray();
    expect(row).toMatchObject({ title: 'Healing for Mom', forWhom: 'Mom', details: null, status: 'active' });
  });

  it('marks a request answered (today, Central) with a testimony, and searches', async () => {
    const member = memberDb();
    await member.db.prayers.put(
      activeRequest({
        id: '0190f2c0-0000-7000-8000-00000000000a',
        title: 'New job',
        details: 'for Sam',
        forWhom: null,
        category: 'professional',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await member.db.prayers.put(
      activeRequest({
        id: '0190f2c0-0000-7000-8000-00000000000b',
        title: 'Rain',
        details: null,
        forWhom: 'the farm',
        category: 'personal',
        createdAt: '2026-01-02T00:00:00.000Z',
      }),
    );
    const { user } = await renderPage();
    await screen.findByRole('article', { name: 'New job' });
    await user.type(screen.getByLabelText('Search requests'), 'SAM');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rain' })).not.toBeInTheDocument());
    const card = within(screen.getByRole('article', { name: 'New job' }));
    await user.click(card.getByRole('button', { name: 'Mark answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Answered' });
    expect(within(dialog).getByLabelText(/Answered on/)).toHaveValue(centralDate());
    await user.type(within(dialog).getByLabelText(/Testimony/), 'Hired on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Answered' }));
    await waitFor(() => expect(tab(/Answered/)).toHaveTextContent('1'));
    expect(await member.db.prayers.get('0190f2c0-0000-7000-8000-00000000000a')).toMatchObject({
      status: 'answered',
      answeredAt: centralDate(),
      testimony: 'Hired on Friday',
    });
  });

  it('after the only request is answered, Active says so instead of inviting a first request', async () => {
    const member = memberDb();
    await member.db.prayers.put(
      activeRequest({
        id: '0190f2c0-0000-7000-8000-00000000000c',
        title: 'Healing',
        details: null,
        forWhom: null,
        category: 'personal',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { user } = await renderPage();
    const card = within(await screen.findByRole('article', { name: 'Healing' }));
    await user.click(card.getByRole('button', { name: 'Mark answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Answered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Answered' }));
    expect(await screen.findByText('Nothing waiting for an answer')).toBeInTheDocument();
    expect(screen.getByText(/Your request has been answered/)).toBeInTheDocument();
    expect(screen.queryByText('Start your prayer list')).not.toBeInTheDocument();
  });

  it("marks a request answered on the server's day when this device's clock is a day ahead", async () => {
    // the server says it is noon on March 10 in Chicago; this device's clock says March 11
    const server = new Date('2026-03-10T18:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(server.getTime() + 24 * 3600_000));
    noteServerDate(server.toUTCString(), Date.now(), Date.now());
    onTestFinished(() => {
      noteServerDate(new Date().toUTCString(), Date.now(), Date.now());
      vi.useRealTimers();
    });
    const member = memberDb();
    await member.db.prayers.put(
      activeRequest({
        id: '0190f2c0-0000-7000-8000-00000000000c',
        title: 'Rain',
        details: null,
        forWhom: null,
        category: 'personal',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { user } = await renderPage();
    const card = within(await screen.findByRole('article', { name: 'Rain' }));
    await user.click(card.getByRole('button', { name: 'Mark answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Answered' });
    expect(within(dialog).getByLabelText(/Answered on/)).toHaveValue('2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Answered' }));
    await waitFor(() => expect(tab(/Answered/)).toHaveTextContent('1'));
    expect(await member.db.prayers.get('0190f2c0-0000-7000-8000-00000000000c')).toMatchObject({
      answeredAt: '2026-03-10',
    });
    const [queued] = await member.queued('prayer.update');
    expect(queued?.args).toMatchObject({
      id: '0190f2c0-0000-7000-8000-00000000000c',
      changes: { status: 'answered', answeredAt: '2026-03-10' },
    });
  });

  it("'Pray now' walks through the active requests with the arrow keys", async () => {
    const member = memberDb();
    for (const [i, title] of ['First', 'Second'].entries()) {
      await member.db.prayers.put({
        ...{ id: `0190f2c0-0000-7000-8000-00000000010${i}`, title, details: null, forWhom: null },
        ...{
          category: 'spiritual',
          status: 'active',
          answeredAt: null,
          testimony: null,
          sharedCircleId: null,
          sharedAnonymously: false,
        },
        ...{ createdAt: `2026-01-0${i + 1}T00:00:00.000Z`, updatedAt: '2026-01-01T00:00:00.000Z' },
        ...{ version: 0, deleted: false },
      });
    }
    const { user } = await renderPage();
    await screen.findByRole('article', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Pray now' }));
    const view = await screen.findByRole('dialog', { name: 'Pray now' });
    expect(within(view).getByText('Request 1 of 2')).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'Second' })).toBeInTheDocument(); // newest first
    await user.keyboard('{ArrowRight}');
    expect(within(view).getByText('Request 2 of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(view).getByText('Request 1 of 2')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Next' }));
    await user.click(within(view).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pray now' })).not.toBeInTheDocument());
  });
});
