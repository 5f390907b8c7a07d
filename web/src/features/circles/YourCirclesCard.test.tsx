import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { json, makeUser, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { YourCirclesCard, YourCirclesSkeleton } from './index';
import { makeCircle, member, stubCircles } from './test-circles';

function renderCard() {
  render(
    <Providers>
      <MemoryRouter>
        <Suspense fallback={<YourCirclesSkeleton />}>
          <YourCirclesCard />
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
}

describe("the overview's 'Your circles'", () => {
  it('counts my circles and links each', async () => {
    stubCircles({
      circles: [
        makeCircle(),
        makeCircle({
          id: '0190a000-0000-7000-8000-000000000002',
          name: 'Family',
          members: [member(2, 'ruth')],
        }),
      ],
      invites: [],
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Your circles' });
    expect(within(card).getByText('You are in 2 circles.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Home group' })).toHaveAttribute(
      'href',
      '/circles/0190a000-0000-7000-8000-000000000001',
    );
    expect(within(card).getByText('1 member')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'All circles' })).toHaveAttribute('href', '/circles');
  });

  it('invites to start one when there is none, and shows no empty state while loading', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderCard();
    expect(await screen.findByRole('status', { name: 'Loading your circles' })).toBeInTheDocument();
    expect(screen.queryByText(/Pray and read together/)).toBeNull();
    answer(json(200, []));
    const card = await screen.findByRole('region', { name: 'Your circles' });
    expect(
      within(card).getByText(/Pray and read together with your family, small group or church\./),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start or join a circle' })).toHaveAttribute(
      'href',
      '/circles',
    );
  });
});
