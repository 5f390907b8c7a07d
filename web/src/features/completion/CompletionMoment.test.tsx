import { addDays } from '@reign/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverToday } from '../../api';
import { fakeMatchMedia } from '../../test/dom';
import { memberDb, renderMemberScreen } from '../../test/member';
import CompletionMoment from './CompletionMoment';
import { COUNT_UP_DELAY_MS, COUNT_UP_MS } from './use-count-up';
import type { SavedDay } from './your-day';

const REDUCE = '(prefers-reduced-motion: reduce)';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderMoment({
  reduced,
  phone = false,
  onClose = () => {},
  known = true,
}: {
  reduced: boolean;
  phone?: boolean;
  onClose?: () => void;
  /** false: the device did not know the days before yet (a new device before its first sync) */
  known?: boolean;
}) {
  const matching = [...(reduced ? [REDUCE] : []), ...(phone ? ['(max-width: 30em)'] : [])];
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(matching));
  const today = serverToday();
  // two days planned before: the streak grows from 2 to 3
  const member = memberDb();
  for (const back of [2, 1]) await member.entry({ date: addDays(today, -back) });
  const day: SavedDay = {
    id: '0190f5d2-7c1a-7000-8000-000000000001',
    date: today,
    verse: 'Yahweh is my shepherd; I shall lack nothing.',
    verseReference: 'Psalm 23:1',
    priorities: ['Family', 'Work', 'Rest'],
    actionSteps: [{ priority: 'Family', actions: ['Call Mom', 'Dinner together'] }],
  };
  renderMemberScreen(
    <CompletionMoment opened onClose={onClose} day={day} wasPlanned={known ? false : null} />,
  );
  return within(await screen.findByRole('dialog', { name: 'Plan Saved Successfully!' }));
}

describe('the moment a plan is saved', () => {
  it('celebrates with sparks and grows the streak from 2 to 3', async () => {
    const dialog = await renderMoment({ reduced: false });
    const celebration = dialog.getByTestId('celebration');
    expect(celebration).not.toHaveAttribute('data-reduced');
    expect(celebration.querySelectorAll('span').length).toBeGreaterThan(3);
    expect(await dialog.findByTestId('streak-count')).toHaveTextContent('2');
    await waitFor(() => expect(dialog.getByTestId('streak-count')).toHaveTextContent('3'), {
      timeout: COUNT_UP_DELAY_MS + COUNT_UP_MS + 2000,
    });
    expect(dialog.getByTestId('streak-count')).toHaveAttribute('data-grown', 'true');
    expect(dialog.getByText('Current streak: 3 days')).toBeInTheDocument();
  });

  it('with reduced motion, draws no sparks and shows the new streak at once', async () => {
    const dialog = await renderMoment({ reduced: true });
    const celebration = dialog.getByTestId('celebration');
    expect(celebration).toHaveAttribute('data-reduced', 'true');
    // only the ring and the crown: no sparks
    expect(celebration.children).toHaveLength(2);
    expect(await dialog.findByTestId('streak-count')).toHaveTextContent('3');
    expect(dialog.getByTestId('streak-count')).not.toHaveAttribute('data-grown');
  });

  it("keeps the spec's dialog and shows 'Your day': the verse, the three priorities and the first action", async () => {
    const dialog = await renderMoment({ reduced: true });
    expect(dialog.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    const card = within(dialog.getByRole('region', { name: 'Your day' }));
    expect(card.getByText('Yahweh is my shepherd; I shall lack nothing.')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Family', 'Work', 'Rest']);
    expect(card.getByTestId('your-day-first-action')).toHaveTextContent('Call Mom');
    // happy-dom has no share sheet: the image is downloaded
    expect(card.getByRole('button', { name: 'Download my day' })).toBeInTheDocument();
  });

  it('shows no streak while this device does not know the days before (never a false 1)', async () => {
    const dialog = await renderMoment({ reduced: true, known: false });
    expect(dialog.queryByTestId('streak-count')).toBeNull();
    expect(dialog.queryByText(/Current streak/)).toBeNull();
    expect(dialog.getByRole('region', { name: 'Your day' })).toBeInTheDocument();
  });

  it('on a phone, has Close at the foot (the toast covers the header), which ends the moment', async () => {
    const onClose = vi.fn();
    const dialog = await renderMoment({ reduced: true, phone: true, onClose });
    const close = dialog.getAllByRole('button', { name: 'Close' });
    expect(close).toHaveLength(1);
    await userEvent.setup().click(close[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
