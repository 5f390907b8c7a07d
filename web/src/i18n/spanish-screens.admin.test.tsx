import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { AdminPage } from '../features/admin/AdminPage';
import { AdminUsersPage } from '../features/admin/AdminUsersPage';
import { GiveawaysTab } from '../features/admin/GiveawaysTab';
import { ScripturesTab } from '../features/admin/ScripturesTab';
import { SendfoxTab } from '../features/admin/SendfoxTab';
import { SeriesTab } from '../features/admin/series/SeriesTab';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { type Handler, json, stubApi } from '../test/fetch-stub';
import { Providers } from '../test/render-app';
import { activateLanguage } from './catalogue';

// The admin's area (lingui.config.ts 'admin': the admin and debug pages) in Spanish shows no English
// catalogue message: every text and accessible name (aria-label, title, placeholder, alt), compared
// with the English of each message whose Spanish differs from it (src/test/english-shown.ts). The
// fixtures' own words (titles, names, the ledger's descriptions) are the server's data.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

beforeEach(() => queryClient.clear());

/**
 * The words of the shared form dialog (src/ui: FormDialog's Cancel, ActiveSwitch's Active), not
 * this area's messages: the dialogs are checked without them until the shell converts them.
 */
const SHELL_WORDS = ['Cancel', 'Active'];
const dialogEnglish = () => englishShown().filter((text) => !SHELL_WORDS.includes(text));

function show(ui: ReactNode, handler: Handler) {
  stubApi(handler);
  render(
    <Providers>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

const ruth = {
  id: 7,
  username: 'ruth',
  displayName: 'Ruth',
  email: 'ruth@example.com',
  sharingPoints: 40,
  createdAt: '2026-01-01T12:00:00.000Z',
  referralCode: 'RUTH7',
  referredBy: 2,
  referredByName: 'naomi',
  isPaidMember: true,
  membershipSource: 'granted',
};

/** The users page's reads: one user, and every section of their details with rows. */
const usersApi: Handler = (request) => {
  const path = request.path.split('?')[0] ?? '';
  if (path === '/api/admin/users') return json(200, { users: [ruth], total: 1, page: 1, pageSize: 50 });
  if (path.endsWith('/analytics')) {
    return json(200, {
      totalEntries: 12,
      totalShares: 3,
      totalShareClicks: 9,
      totalReferrals: 1,
      consecutiveDays: 4,
      lastActiveDate: '2026-03-09T12:00:00.000Z',
    });
  }
  if (path.endsWith('/entries')) {
    return json(200, [
      {
        id: 'e1',
        date: '2026-03-09',
        verseReference: 'Psalm 23:1',
        priorities: ['Familia', 'Trabajo', 'Salud'],
        challenges: null,
      },
    ]);
  }
  if (path.endsWith('/shares')) {
    return json(200, [
      {
        id: 1,
        createdAt: '2026-03-08T12:00:00.000Z',
        platform: 'facebook',
        verseReference: 'John 3:16',
        clickCount: 3,
        pointsEarned: 5,
      },
    ]);
  }
  if (path.endsWith('/referrals')) {
    return json(200, [
      {
        id: 9,
        username: 'boaz',
        displayName: null,
        email: null,
        createdAt: '2026-02-01T12:00:00.000Z',
        status: 'pending',
        pointsEarned: 0,
      },
    ]);
  }
  if (path.endsWith('/points')) {
    return json(200, {
      balance: 40,
      total: 1,
      entries: [
        {
          id: 'p1',
          createdAt: '2026-03-08T12:00:00.000Z',
          reason: 'share',
          description: 'Compartió John 3:16',
          delta: 5,
          balanceAfter: 40,
        },
      ],
    });
  }
  if (path.endsWith('/membership')) {
    return json(200, {
      isPaidMember: true,
      membershipSource: 'granted',
      paymentDate: null,
      history: [
        {
          id: 1,
          action: 'grant',
          reason: 'regalo',
          byUsername: 'admin',
          createdAt: '2026-03-01T12:00:00.000Z',
        },
      ],
    });
  }
  return json(404, { message: 'no' });
};

describe("the admin's screens in Spanish", () => {
  it('the admin start (overview) shows no English message', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/admin?tab=overview']}>
          <AdminPage />
        </MemoryRouter>
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Panel de administración', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Crea sorteos y elige ganadores')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the users list and a user’s details show no English message', async () => {
    show(<AdminUsersPage />, usersApi);
    expect(
      await screen.findByRole('heading', { name: 'Estadísticas de usuarios', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 usuarios')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un usuario para ver sus estadísticas.')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByText('Ruth'));
    expect(await screen.findByText('4 días')).toBeInTheDocument();
    expect(await screen.findByText('Prioridades')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    const tabs = [
      ['Pasajes compartidos', 'Plataforma'],
      ['Referidos', 'Pendiente'],
      ['Puntos', 'Historial de puntos'],
      ['Perfil', 'Invitado por'],
      ['Membresía y contraseña', 'Revocar membresía'],
    ] as const;
    for (const [tab, shown] of tabs) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(englishShown()).toEqual([]);
    }
    expect(screen.getByText(/^Otorgada el .* por admin: regalo$/)).toBeInTheDocument();
  }, 30_000);

  it('the scriptures show no English message', async () => {
    show(<ScripturesTab />, () =>
      json(200, [
        {
          id: 1,
          scheduleDate: '2026-03-10',
          reference: 'Psalm 23:1',
          verse: 'The LORD is my shepherd; I shall not want.',
          reflection: null,
          reflectionEs: null,
          audioUrl: null,
          isActive: true,
          createdAt: '2026-03-01T00:00:00.000Z',
        },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Pasajes programados' });
    expect(within(table).getByText('Sin reflexión')).toBeInTheDocument();
    expect(within(table).getByText('10 mar 2026')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar nuevo' }));
    expect(await screen.findByText('Programar nuevo pasaje')).toBeInTheDocument();
    expect(dialogEnglish()).toEqual([]);
  });

  it('the giveaways show no English message', async () => {
    show(<GiveawaysTab />, () =>
      json(200, [
        {
          id: 1,
          title: 'Biblia de estudio',
          description: 'Una Biblia.',
          prize: 'Una Biblia de estudio',
          startDate: '2026-01-01T00:00:00.000Z',
          endDate: '2026-01-08T00:00:00.000Z',
          pointRequirement: 100,
          isActive: false,
          imageUrl: null,
          entryCount: 2,
          pointsSpent: 200,
          winner: null,
        },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Sorteos' });
    expect(within(table).getByText('2 participaciones')).toBeInTheDocument();
    expect(within(table).getByText('Finalizado')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Elegir ganador' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar nuevo' }));
    expect(await screen.findByText('Crear nuevo sorteo')).toBeInTheDocument();
    expect(dialogEnglish()).toEqual([]);
  });

  it('the series and their entries show no English message', async () => {
    const topic = {
      id: 1,
      title: 'Fundamentos de la fe',
      description: 'Siete días de fe.',
      imageUrl: null,
      orderIndex: 1,
      isActive: true,
      entryCount: 1,
      readyDays: 1,
      language: 'es',
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    const entry = {
      id: 5,
      seriesTopicId: 1,
      dayNumber: 1,
      title: 'Creer',
      verse: 'For God so loved the world…',
      verseReference: 'John 3:16',
      reflection: 'Una reflexión.',
      audioUrl: null,
      isActive: false,
    };
    show(<SeriesTab />, ({ path }) => json(200, path.endsWith('/entries') ? [entry] : [topic]));
    const card = await screen.findByRole('article', { name: 'Fundamentos de la fe' });
    expect(within(card).getByText('1 de 7 días listos')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Ver entradas' }));
    expect(await screen.findByText('Día 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar entrada diaria' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('SendFox shows no English message', async () => {
    show(<SendfoxTab />, () =>
      json(200, {
        connected: true,
        lists: [
          {
            id: 1,
            name: 'Miembros',
            contact_count: 12,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('table', { name: 'Listas de SendFox' })).toBeInTheDocument();
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.getByText('N/D')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar usuarios' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Filtros avanzados' }));
    expect(await screen.findByText('Solo usuarios con entradas diarias')).toBeInTheDocument();
    await waitFor(() => expect(englishShown()).toEqual([]));
  });
});
