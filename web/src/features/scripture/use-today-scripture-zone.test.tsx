import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyServerClock, TIME_ZONE_KEY } from '../../api';
import { scriptureAnswer } from '../../test/factories';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { resetTodayScripture, seedTodayScripture, useTodayScripture } from './use-today-scripture';

// The day's verse follows the person's day when their zone moves it (issue 39): the component
// asks again, and an answer for a day that was left never lands over the day on screen.

const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const chicagoHour = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(
    new Date(),
  ),
);
// a zone whose date is not Chicago's now (a day ahead from 04:00 Chicago time, a day behind before)
const ZONE = chicagoHour >= 4 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

const answer = scriptureAnswer;

function Probe() {
  const { scripture } = useTodayScripture();
  return <p data-testid="day">{scripture ? `${scripture.date} ${scripture.reference}` : 'loading'}</p>;
}

function moveZone(zone: string | null) {
  act(() => {
    if (zone) localStorage.setItem(TIME_ZONE_KEY, zone);
    else localStorage.removeItem(TIME_ZONE_KEY);
    notifyServerClock();
  });
}

beforeEach(() => resetTodayScripture());
afterEach(() => {
  resetTodayScripture();
  localStorage.removeItem(TIME_ZONE_KEY);
});

describe("today's scripture when the person's zone moves the day", () => {
  it("shows the zone's day after a detour to Chicago's, whose answer came late", async () => {
    let answerChicago: (r: Response) => void = () => {};
    stubApi(({ path }) => {
      if (path.startsWith('/api/today-scripture?zone='))
        return json(200, answer(dateIn(ZONE), 'Psalm 46:10'));
      if (path === '/api/today-scripture') {
        return new Promise<Response>((resolve) => {
          answerChicago = resolve;
        });
      }
      return signedOut();
    });
    localStorage.setItem(TIME_ZONE_KEY, ZONE);
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe(`${dateIn(ZONE)} Psalm 46:10`));

    // the zone cleared for a moment (Chicago's day asked, its answer slow), then back
    moveZone(null);
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('loading'));
    moveZone(ZONE);
    expect(screen.getByTestId('day').textContent).toBe(`${dateIn(ZONE)} Psalm 46:10`);
    answerChicago(json(200, answer(dateIn('America/Chicago'), 'John 3:16')));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('day').textContent).toBe(`${dateIn(ZONE)} Psalm 46:10`);
  });

  it("asks again for the zone's day when the zone is chosen after the page was drawn", async () => {
    stubApi(({ path }) => {
      if (path.startsWith('/api/today-scripture?zone='))
        return json(200, answer(dateIn(ZONE), 'Psalm 46:10'));
      if (path === '/api/today-scripture') {
        return json(200, answer(dateIn('America/Chicago'), 'John 3:16'));
      }
      return signedOut();
    });
    seedTodayScripture(answer(dateIn('America/Chicago'), 'John 3:16'), true);
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect(screen.getByTestId('day').textContent).toBe(`${dateIn('America/Chicago')} John 3:16`);
    moveZone(ZONE);
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe(`${dateIn(ZONE)} Psalm 46:10`));
  });
});
