import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { countLabel, topicPath } from './topics-api';

afterEach(() => queryClient.clear());

const letters = Array.from({ length: 26 }, (_, i) => ({
  letter: String.fromCharCode(65 + i),
  topics: i < 18 ? 10 : 0,
}));
const page = (items: unknown[], next?: string) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(next ? { 'x-next-cursor': next } : {}) },
  });

const everyday = [
  { topic: 'Love', name: 'Love', entries: 7, references: 331 },
  { topic: 'Care', name: 'Anxiety and worry', entries: 3, references: 30 },
];

describe('Bible topics', () => {
  it('opens on the topics of everyday life, the A to Z index below them', async () => {
    stubApi(({ path }) => {
      if (path === '/api/everyday-topics') return json(200, everyday);
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?limit=100')
        return page([
          { topic: 'Aaron', name: 'Aaron', entries: 1, references: 1 },
          { topic: 'Abasement', name: 'Abasement', entries: 0, references: 0, see: 'Humility' },
        ]);
      return signedOut();
    });
    renderRoutes('/bible/topics');
    const everydayList = await screen.findByRole('list', { name: 'Topics of everyday life' });
    await screen.findByRole('link', { name: /Aaron/ });
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/bible/topics/'));
    expect(links.slice(0, 2).map((a) => a.getAttribute('href'))).toEqual([
      '/bible/topics/Love',
      '/bible/topics/Care',
    ]);
    const care = within(everydayList).getByRole('link', { name: /Anxiety and worry/ });
    expect(care).toHaveTextContent(/In Nave's: Care · \d+ entr/);
    // Nave's own name is English, marked so (docs/decisions.md 'Everyday topics')
    expect(within(care).getByText('Care')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'All topics, A to Z' })).toBeInTheDocument();
    // a name without verses of its own goes to the topic that has them, with no '0 references'
    const abasement = screen.getByRole('link', { name: /Abasement/ });
    expect(abasement).toHaveAttribute('href', '/bible/topics/Humility');
    expect(within(abasement).getByText('See Humility')).toBeInTheDocument();
    expect(screen.queryByText('0 references')).not.toBeInTheDocument();
  });

  it('shows what an everyday word finds, first, without the everyday list', async () => {
    const user = userEvent.setup();
    stubApi(({ path }) => {
      if (path === '/api/everyday-topics') return json(200, everyday);
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?limit=100') return page([]);
      if (path === '/api/topics?q=worry&limit=100')
        return page([everyday[1], { topic: 'Worry', name: 'Worry', entries: 0, references: 0, see: 'Care' }]);
      return signedOut();
    });
    renderRoutes('/bible/topics');
    await user.type(await screen.findByRole('searchbox', { name: 'Search topics' }), 'worry');
    const results = await screen.findByRole('list', { name: 'Topics matching "worry"' });
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/bible/topics/Care');
    expect(screen.queryByRole('list', { name: 'Topics of everyday life' })).not.toBeInTheDocument();
  });

  it('lists topics with their counts, pages on, and greys out letters without topics', async () => {
    const user = userEvent.setup();
    stubApi(({ path }) => {
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?limit=100')
        return page([{ topic: 'Aaron', name: 'Aaron', entries: 1, references: 1 }], 'next1');
      if (path === '/api/topics?limit=100&cursor=next1')
        return page([{ topic: 'Abaddon', name: 'Abaddon', entries: 2, references: 12 }]);
      return signedOut();
    });
    renderRoutes('/bible/topics');
    const aaron = await screen.findByRole('link', { name: /Aaron/ });
    expect(document.title).toBe('Bible topics · Reign');
    expect(aaron).toHaveAttribute('href', '/bible/topics/Aaron');
    expect(within(aaron).getByText('1 reference')).toBeInTheDocument();
    expect(within(aaron).getByText('1 entry')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more topics' }));
    const abaddon = await screen.findByRole('link', { name: /Abaddon/ });
    expect(within(abaddon).getByText('12 references')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more topics' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Topics by letter' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'S: no topics' })).toBeDisabled());
    expect(within(nav).getByRole('button', { name: 'A: 10 topics' })).toBeEnabled();
  });

  it('searches as one types, keeps the words in the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi(({ path }) => {
      if (path === '/api/topic-letters') return json(200, letters);
      if (path.startsWith('/api/topics?limit=100')) return page([]);
      if (path === '/api/topics?q=xyz&limit=100') return page([]);
      return signedOut();
    });
    const { router } = renderRoutes('/bible/topics');
    await user.type(await screen.findByRole('searchbox', { name: 'Search topics' }), 'xyz');
    expect(await screen.findByText('No topic matches "xyz"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=xyz');
  });

  it('picks a letter into the URL and reads its topics', async () => {
    const user = userEvent.setup();
    stubApi(({ path }) => {
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?limit=100')
        return page([{ topic: 'Aaron', name: 'Aaron', entries: 1, references: 1 }]);
      if (path === '/api/topics?letter=M&limit=100')
        return page([{ topic: 'Mustard', name: 'Mustard', entries: 1, references: 2 }]);
      return signedOut();
    });
    const { router } = renderRoutes('/bible/topics');
    await screen.findByRole('link', { name: /Aaron/ });
    await user.click(screen.getByRole('button', { name: 'M: 10 topics' }));
    expect(await screen.findByRole('link', { name: /Mustard/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?letter=M');
    expect(screen.getByRole('button', { name: 'M: 10 topics' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what to do when the list cannot load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?limit=100')
        return fail
          ? json(500, { message: 'Server error', code: 'internal' })
          : page([{ topic: 'Aaron', name: 'Aaron', entries: 1, references: 1 }]);
      return signedOut();
    });
    renderRoutes('/bible/topics');
    expect(await screen.findByText('Could not load the topics')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Aaron/ })).toBeInTheDocument();
  });
});

describe('a Bible topic', () => {
  const prayer = {
    topic: 'Prayer',
    name: 'Prayer',
    see: [{ topic: 'Praise', name: 'Praise' }],
    entries: [
      {
        label: 'Answer to, promise',
        references: [
          { reference: 'Proverbs 15:8', text: 'The prayer of the upright is his delight.' },
          { reference: 'Proverbs 25:8-10' },
          { reference: 'Matthew 27' },
        ],
      },
      { label: 'Unread', references: [], unparsed: 'Zz 1:2' },
    ],
  };

  it('links every reference to the reader and related topics to their pages', async () => {
    stubApi(({ path }) => {
      if (path === '/api/topics/Prayer') return json(200, prayer);
      return signedOut();
    });
    renderRoutes(topicPath('Prayer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer' })).toBeInTheDocument();
    expect(document.title).toBe('Prayer · Reign');
    expect(screen.getByText(`2 entries · ${countLabel(3, 'reference')}`)).toBeInTheDocument();
    expect(screen.getByText('The prayer of the upright is his delight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Proverbs 15:8 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/Proverbs/15#8',
    );
    expect(screen.getByRole('link', { name: 'Read Proverbs 25:8-10 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/Proverbs/25#8-10',
    );
    expect(screen.getByRole('link', { name: 'Read Matthew 27 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/Matthew/27',
    );
    expect(screen.getByText('Zz 1:2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Praise' })).toHaveAttribute('href', '/bible/topics/Praise');
  });

  it('points a topic without verses of its own to the topics that have them', async () => {
    stubApi(({ path }) => {
      if (path === '/api/topics/Advice')
        return json(200, {
          topic: 'Advice',
          name: 'Advice',
          see: [{ topic: 'Counsel', name: 'Counsel' }],
          entries: [],
        });
      return signedOut();
    });
    renderRoutes(topicPath('Advice'));
    expect(
      await screen.findByText("Nave's gives this topic's verses under the topics below."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Counsel' })).toHaveAttribute('href', '/bible/topics/Counsel');
  });

  it('says so for a topic that does not exist, with a way back to the search', async () => {
    stubApi(({ path }) => {
      if (path === '/api/topics/Nothing') return json(404, { message: 'No topic', code: 'not_found' });
      return signedOut();
    });
    renderRoutes('/bible/topics/Nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    expect(document.title).toBe('Topic not found · Reign');
    expect(screen.getByRole('link', { name: 'Search Bible topics' })).toHaveAttribute(
      'href',
      '/bible/topics',
    );
  });
});
