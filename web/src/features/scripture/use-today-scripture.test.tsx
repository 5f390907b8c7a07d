import { notifications } from '@mantine/notifications';
import { DEFAULT_VERSE, fallbackReflection } from '@reign/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, signedOut, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { resetTodayScripture, useTodayScripture } from './use-today-scripture';

// The built-in list cannot be loaded either (for example a chunk missing from an old cache).
vi.mock('@reign/bible/daily-verses', () => {
  throw new Error('chunk not available');
});

function Probe() {
  const { scripture, reflectionPending } = useTodayScripture();
  if (!scripture) return <p>loading</p>;
  return (
    <div>
      <p data-testid="reference">{scripture.reference}</p>
      <p data-testid="reflection">
        {reflectionPending ? "Generating today's reflection..." : scripture.reflection}
      </p>
    </div>
  );
}

beforeEach(() => {
  resetTodayScripture();
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => resetTodayScripture());

describe('useTodayScripture', () => {
  it("everything fails: the default verse with 'Could not fetch today's verse'", async () => {
    stubApi(({ path }) => (path === '/api/user' ? signedOut() : json(503, { message: 'Down' })));
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect((await screen.findByTestId('reference')).textContent).toBe(DEFAULT_VERSE.reference);
    expect(await screen.findByText("Could not fetch today's verse")).toBeInTheDocument();
    expect(screen.getByText('Using a default verse instead.')).toBeInTheDocument();
  });

  it('a missing reflection is generated on demand; on failure the default one with a toast', async () => {
    let answerReflection: (r: Response) => void = () => {};
    const fetchMock = stubApi(({ path }) => {
      if (path === '/api/user') return signedOut();
      if (path === '/api/today-scripture') {
        return json(200, {
          date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()),
          text: 'Trust in Yahweh with all your heart.',
          verse: 'Trust in Yahweh with all your heart.',
          reference: 'Proverbs 3:5',
          reflection: '',
          audioUrl: null,
          source: 'daily',
        });
      }
      return new Promise<Response>((resolve) => {
        answerReflection = resolve;
      });
    });
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect((await screen.findByTestId('reflection')).textContent).toBe("Generating today's reflection...");
    // The request follows the route table's lazy import.
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/ai/reflection')).toHaveLength(1));
    answerReflection(json(500, { message: 'Down' }));
    expect(await screen.findByText('Could not generate reflection')).toBeInTheDocument();
    expect(screen.getByText('Using default reflection instead.')).toBeInTheDocument();
    expect(screen.getByTestId('reflection').textContent).toBe(fallbackReflection('Proverbs 3:5'));
  });
});
