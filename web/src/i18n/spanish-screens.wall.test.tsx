import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WallTab } from '../features/admin/wall/WallTab';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { json, stubApi } from '../test/fetch-stub';
import { Providers } from '../test/render-app';
import { activateLanguage } from './catalogue';

// Moderating the church prayer wall (issue 52; lingui.config.ts 'admin') in Spanish shows no English
// catalogue message: the settings, a request waiting and a reported one (the member's page: circles).

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

const request = {
  id: '0190a000-0000-7000-8000-000000000031',
  title: 'Sanidad para mi tía',
  details: null,
  anonymous: true,
  authorId: 7,
  authorName: 'Ana',
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  expiresAt: null,
  reports: [],
};

describe('the prayer wall moderation in Spanish', () => {
  it('shows no English message', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/wall/settings') return json(200, { open: false, expiryDays: 14 });
      if (path === '/api/admin/wall/queue')
        return json(200, {
          pending: [request],
          reported: [
            {
              ...request,
              id: '0190a000-0000-7000-8000-000000000032',
              status: 'inReview',
              reports: [{ reason: null, reportedAt: '2026-11-22T12:00:00.000Z' }],
            },
          ],
        });
      return json(404, {});
    });
    render(
      <Providers>
        <WallTab />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Esperando aprobación' })).toBeInTheDocument();
    expect(screen.getAllByText('Anónima para los miembros')).toHaveLength(2);
    expect(screen.getByText('Sin motivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mantener en el muro' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });
});
