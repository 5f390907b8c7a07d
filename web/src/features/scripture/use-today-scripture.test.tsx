import { notifications } from '@mantine/notifications';
import { DEFAULT_VERSE, fallbackReflection } from '@reign/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptureAnswer } from '../../test/factories';
import { callsTo, json, signedOut, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { resetTodayScripture, seedTodayScripture, useTodayScripture } from './use-today-scripture';

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

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const answer = (reference: string) => scriptureAnswer(today(), reference);

describe("today's scripture from the server's HTML (seedTodayScripture)", () => {
  it("shows in the first render, then the server's current answer replaces it", async () => {
    stubApi(({ path }) => (path === '/api/today-scripture' ? json(200, answer('Psalm 46:10')) : signedOut()));
    seedTodayScripture(answer('John 3:16'));
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    // no loading state: the seeded verse is there at once
    expect(screen.getByTestId('reference').textContent).toBe('John 3:16');
    await waitFor(() => expect(screen.getByTestId('reference').textContent).toBe('Psalm 46:10'));
  });

  it('stays when the server cannot be asked (offline)', async () => {
    const fetchMock = stubApi(({ path }) =>
      path === '/api/today-scripture' ? json(503, { message: 'Down' }) : signedOut(),
    );
    seedTodayScripture(answer('John 3:16'));
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/today-scripture').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('reference').textContent).toBe('John 3:16');
    expect(screen.queryByText("Could not fetch today's verse")).toBeNull();
  });

  it('asks nothing when the document came from the server for this visit, and keeps the answer on the device', async () => {
    const fetchMock = stubApi(({ path }) =>
      path === '/api/today-scripture' ? json(200, answer('Psalm 46:10')) : signedOut(),
    );
    seedTodayScripture(answer('John 3:16'), true);
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect(screen.getByTestId('reference').textContent).toBe('John 3:16');
    // stored for an offline start, as an answer fetched now would be
    await waitFor(() =>
      expect(window.localStorage.getItem('reign:guest-scriptures')).toContain('The verse of John 3:16.'),
    );
    expect(callsTo(fetchMock, 'GET', '/api/today-scripture')).toHaveLength(0);
    expect(screen.getByTestId('reference').textContent).toBe('John 3:16');
  });
});

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
