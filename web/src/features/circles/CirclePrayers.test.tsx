import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberApp, renderMemberScreen } from '../../test/member';
import { CirclePrayers } from './CirclePrayers';

// A circle's prayer requests from this device's database (issue 52).

const circleId = '01900000-0000-7000-8000-0000000000c1';
const request = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  circleId,
  title: `Request ${id.slice(-1)}`,
  details: null,
  forWhom: null,
  category: 'spiritual' as const,
  status: 'active' as const,
  answeredAt: null,
  testimony: null,
  askerName: 'Ben',
  mine: false,
  createdAt: `2026-11-0${id.slice(-1)}T10:00:00.000Z`,
  updatedAt: '2026-11-05T10:00:00.000Z',
  version: 1,
  ...over,
});
const mark = (id: string, prayerId: string, name: string | null, mine = false) => ({
  id,
  circleId,
  prayerId,
  name,
  mine,
  prayedAt: '2026-11-06T10:00:00.000Z',
  version: 2,
});
const P1 = '01900000-0000-7000-8000-000000000001';
const P2 = '01900000-0000-7000-8000-000000000002';
const P3 = '01900000-0000-7000-8000-000000000003';

async function seed(pulled: boolean) {
  const { db } = memberDb();
  if (pulled) await db.meta.put({ key: 'circleCursors', value: { [circleId]: 2 } });
  return db;
}

describe("a circle's prayer requests", () => {
  it('shows loading, not an empty list, while this device has not pulled the circle', async () => {
    await seed(false);
    renderMemberScreen(<CirclePrayers circleId={circleId} />);
    expect(await screen.findByRole('status', { name: 'Loading the prayer requests' })).toBeInTheDocument();
    expect(screen.queryByText(/No one has shared a request yet/)).toBeNull();
  });

  it('says how to share one when the circle has none', async () => {
    await seed(true);
    renderMemberScreen(<CirclePrayers circleId={circleId} />);
    expect(await screen.findByText(/No one has shared a request yet/)).toBeInTheDocument();
  });

  it('lists them newest first with who asked; "I prayed" shows my taps at once and is queued', async () => {
    const db = await seed(true);
    await db.circlePrayers.bulkPut([
      request(P1),
      request(P2, { askerName: null }),
      request(P3, { askerName: 'Me', mine: true, status: 'answered', testimony: 'Got the job' }),
    ]);
    await db.circlePrayerMarks.bulkPut([
      mark('01900000-0000-7000-8000-0000000000a1', P3, 'Ben'),
      mark('01900000-0000-7000-8000-0000000000a2', P3, 'Ben'),
      mark('01900000-0000-7000-8000-0000000000a3', P3, 'Carla'),
    ]);
    const user = userEvent.setup();
    const { ready } = renderMemberScreen(<CirclePrayers circleId={circleId} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Request 3', 'Request 2', 'Request 1']);
    const [mine, anonymous, ben] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByText('Asked by You')).toBeInTheDocument();
    expect(within(mine).getByText('Answered')).toBeInTheDocument();
    expect(within(mine).getByText('Got the job')).toBeInTheDocument();
    expect(within(mine).getByText('2 people prayed · 3 times: Ben, Carla')).toBeInTheDocument();
    expect(within(anonymous).getByText('Asked by Someone in the circle')).toBeInTheDocument();
    expect(within(ben).getByText('Asked by Ben')).toBeInTheDocument();
    expect(within(ben).queryByText(/people prayed|person prayed/)).toBeNull();

    await ready;
    await user.click(within(ben).getByRole('button', { name: 'I prayed' }));
    expect(await within(ben).findByText('You prayed 1 time')).toBeInTheDocument();
    expect(within(ben).getByRole('status')).toHaveTextContent('Thank you for praying.');
    await user.click(within(ben).getByRole('button', { name: 'I prayed' }));
    expect(await within(ben).findByText('You prayed 2 times')).toBeInTheDocument();
    const queued = await memberDb().queued('circlePrayer.pray');
    expect(queued.map((q) => q.args)).toEqual([
      { id: expect.any(String), circleId, prayerId: P1 },
      { id: expect.any(String), circleId, prayerId: P1 },
    ]);
  });
});

describe('the circle page while the circle cannot be read (offline)', () => {
  it("still shows the circle's requests this device holds", async () => {
    const db = await seed(true);
    await db.circlePrayers.put(request(P1));
    // the circle's own read never answers, as offline (TanStack Query pauses it)
    renderMemberApp(`/circles/${circleId}`, {
      api: ({ path }) => (path === `/api/circles/${circleId}` ? new Promise<Response>(() => {}) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Request 1' })).toBeInTheDocument();
    expect(screen.getByText('Asked by Ben')).toBeInTheDocument();
  });
});
