// One streak on every screen: each shared sample history (packages/domain streak-samples.ts, the
// table the domain's and the server's tests are given too) is written to a real Dexie database and
// the dashboard's card, the History calendar and the completion moment must show what the domain's
// one streak says. The server's side (the admin's view, the achievements) is
// sync-server/test/one-streak.test.ts.
import { addDays, streakOf } from '@reign/domain';
import { STREAK_SAMPLES, type StreakSample, sampleDate, sampleHistory } from '@reign/domain/streak-samples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyServerClock, serverToday, TIME_ZONE_KEY } from '../../api';
import { fakeMatchMedia } from '../../test/dom';
import { memberDb, renderMemberScreen } from '../../test/member';
import { CompletionMoment } from '../completion';
import { HistoryTab } from '../history';
import { StreakCard } from './StreakCard';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The person's zone for this test (kept on the device as FollowTimeZone keeps the profile's). */
function liveIn(zone: string | null) {
  if (zone) localStorage.setItem(TIME_ZONE_KEY, zone);
  notifyServerClock();
}

/** The sample's plans and days read, written on this device as it would have them. */
async function seed(sample: StreakSample, today: string) {
  const member = memberDb();
  for (const day of sample.plans) await member.entry({ date: sampleDate(day, today) });
  if (sample.readingDays.length > 0)
    await member.readOn(...sample.readingDays.map((d) => sampleDate(d, today)));
  return member;
}

/** The numbers of the streak card: 'Current streak: 6 days', 'Longest streak: 6 days …'. */
async function cardFigures() {
  // the card's own figures (the moment's 'Streak' region has others)
  await screen.findByTestId('current-streak');
  const number = (testId: string) =>
    Number(/(\d+) days?/.exec(screen.getByTestId(testId).textContent ?? '')?.[1]);
  return { current: number('current-streak'), longest: number('longest-streak') };
}

/** What the sample says each day of `month` (YYYY-MM) up to today is, as the calendar names it. */
function expectedStates(sample: StreakSample, today: string, month: string) {
  const states = new Map<string, string>();
  for (const a of sample.shown.graceDaysAgo) states.set(addDays(today, -a), 'Grace day');
  for (const d of sample.readingDays) if (d.ago >= 0) states.set(sampleDate(d, today), 'Reading day');
  for (const d of sample.plans) states.set(sampleDate(d, today), 'Planned');
  return [...states].filter(([date]) => date.startsWith(month)).sort();
}

/** The days of the calendar's month that are marked, with their state. */
async function calendarStates() {
  const list = await screen.findByRole('list', { name: /^Planned days in / });
  const cells = within(list).getAllByRole('listitem');
  return cells
    .filter((li) => li.dataset.state && li.dataset.state !== 'No plan')
    .map((li) => [li.textContent?.split(':')[0]?.trim(), li.dataset.state]);
}

describe('one streak on every screen, from one history', () => {
  it.each(STREAK_SAMPLES.map((s) => [s.name, s] as const))('%s', async (_, sample) => {
    liveIn(sample.zone);
    const today = serverToday();
    const domain = streakOf(sampleHistory(sample, today), today);
    expect(domain).toMatchObject({ current: sample.shown.current, longest: sample.shown.longest });
    const member = await seed(sample, today);

    // the dashboard's card and the History calendar
    const first = renderMemberScreen(
      <>
        <StreakCard />
        <HistoryTab />
      </>,
    );
    expect(await cardFigures()).toEqual({ current: domain.current, longest: domain.longest });
    if (sample.plans.length + sample.readingDays.length > 0) {
      const user = userEvent.setup();
      for (const month of [today.slice(0, 7), addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)]) {
        if (month !== today.slice(0, 7))
          await user.click(screen.getByRole('button', { name: 'Previous month' }));
        const shown = await calendarStates();
        const expected = expectedStates(sample, today, month).map(([date, state]) => [
          String(Number(date.slice(8))),
          state,
        ]);
        expect(shown, month).toEqual(expected);
      }
    } else {
      expect(screen.queryByRole('list', { name: /^Planned days in / })).toBeNull();
    }
    first.unmount();

    // the moment of saving today's plan, on one screen with the card it leads to
    const wasPlanned = sample.plans.some((d) => d.ago === 0);
    if (!wasPlanned) await member.entry({ date: today });
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(['(prefers-reduced-motion: reduce)']));
    renderMemberScreen(
      <>
        <StreakCard />
        <CompletionMoment
          opened
          onClose={() => {}}
          day={{
            id: 'today',
            date: today,
            verse: 'v',
            verseReference: 'Psalm 1:1',
            priorities: ['p'],
            actionSteps: [],
          }}
          wasPlanned={wasPlanned}
        />
      </>,
    );
    const history = sampleHistory(sample, today);
    const after = streakOf({ ...history, plans: [...history.plans, { date: today }] }, today).current;
    const moment = within(await screen.findByRole('dialog', { name: 'Plan Saved Successfully!' }));
    expect(await moment.findByTestId('streak-count')).toHaveTextContent(String(after));
    expect((await cardFigures()).current).toBe(after);
  });
});
