import { PAGE_SIZE, type ReflectionItem, type SeriesTopic } from '@reign/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { makeReflection, makeSeriesEntry, makeSeriesProgress } from '../test/factories';
import { json, makeUser, stubApi } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { activateLanguage } from './catalogue';

// The rest of the dashboard's area (lingui.config.ts 'dashboard': rewards, series, reflections)
// in Spanish shows no English catalogue message: /referral (its three tabs and a giveaway), /series
// and a series day, and the reflections archive with an open reflection (src/test/english-shown.ts).

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

const DAY = 24 * 60 * 60 * 1000;

/** The signed-in member's answers of /referral: a program with three friends, one giveaway, one achievement. */
function stubRewards() {
  const now = Date.now();
  return stubApi(({ path }) => {
    if (path === '/api/user') return json(200, makeUser({ sharingPoints: 120 }));
    if (path === '/api/referral-stats') {
      return json(200, {
        referralCode: 'RUTH2026',
        referralLink: 'https://reign.example/r/RUTH2026',
        referrals: [
          {
            displayName: 'Noemí',
            username: 'noemi',
            createdAt: '2026-03-01T12:00:00.000Z',
            status: 'paid',
            pointsEarned: 50,
          },
          {
            displayName: null,
            username: 'booz',
            createdAt: '2026-03-02T12:00:00.000Z',
            status: 'pending',
            pointsEarned: 0,
          },
          {
            displayName: 'Orfa',
            username: 'orfa',
            createdAt: '2026-03-03T12:00:00.000Z',
            status: 'not_eligible',
            pointsEarned: 0,
          },
          {
            displayName: 'Isaí',
            username: 'isai',
            createdAt: '2026-02-03T12:00:00.000Z',
            status: 'paid',
            pointsEarned: 50,
          },
        ],
        totalReferrals: 4,
        pendingReferrals: 1,
        pointsEarned: 100,
      });
    }
    if (path === '/api/giveaways') {
      return json(200, [
        {
          id: 1,
          title: 'Biblia de estudio',
          description: 'Una Biblia de estudio en tapa dura.',
          prize: 'Biblia de estudio',
          pointRequirement: 50,
          startDate: new Date(now - DAY).toISOString(),
          endDate: new Date(now + 3 * DAY).toISOString(),
          imageUrl: null,
        },
        {
          id: 2,
          title: 'Diario de oración',
          description: 'Un diario para tus oraciones.',
          prize: 'Diario',
          pointRequirement: 30,
          startDate: new Date(now + 2 * DAY).toISOString(),
          endDate: new Date(now + 9 * DAY).toISOString(),
          imageUrl: null,
        },
      ]);
    }
    if (path.startsWith('/api/user/giveaway-entries')) {
      return json(200, [{ id: 7, giveawayId: 1, pointsSpent: 50, createdAt: new Date(now).toISOString() }]);
    }
    if (path === '/api/user/achievements') {
      return json(200, [
        {
          achievementId: 'first_share',
          title: 'First Share',
          description: 'Share your first scripture.',
          pointsAwarded: 10,
          createdAt: '2026-03-01T12:00:00.000Z',
        },
      ]);
    }
    return json(404, { message: 'Not found' });
  });
}

describe('Share The Word in Spanish', () => {
  it('the referral program shows no English message', async () => {
    stubRewards();
    renderRoutes('/referral');
    expect(await screen.findByRole('heading', { name: 'Comparte la Palabra', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Invita a tus amigos, gana puntos')).toBeInTheDocument();
    expect(await screen.findByText('1 pendientes: aún no activos')).toBeInTheDocument();
    expect(screen.getByText('Se muestran las 3 más recientes de 4.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Comparte la Palabra · Reign'));
    expect(englishShown()).toEqual([]);
  }, 15_000);

  it('the giveaways and a giveaway show no English message', async () => {
    stubRewards();
    const user = userEvent.setup();
    renderRoutes('/referral?tab=giveaways');
    const bible = await screen.findByRole('listitem', { name: 'Biblia de estudio' });
    expect(await within(bible).findByText('Has participado una vez.')).toBeInTheDocument();
    expect(within(bible).getByText('50 puntos para participar')).toBeInTheDocument();
    expect(screen.getByText('Empieza en 2 días')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await user.click(within(bible).getByRole('button', { name: 'Ver Biblia de estudio' }));
    expect(await screen.findByRole('button', { name: 'Participar en el sorteo' })).toBeInTheDocument();
    expect(screen.getByText('Has participado una vez y usado 50 puntos.')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await user.click(await screen.findByRole('button', { name: 'Ver Diario de oración' }));
    expect(await screen.findByText(/^Este sorteo aún no ha empezado\./)).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  }, 15_000);

  it('the achievements show no English message', async () => {
    stubRewards();
    renderRoutes('/referral?tab=achievements');
    expect(await screen.findByRole('heading', { name: 'Tus logros' })).toBeInTheDocument();
    expect(await screen.findByText('Logrado')).toBeInTheDocument();
    expect(screen.getAllByText('Bloqueado').length).toBeGreaterThan(0);
    expect(englishShown()).toEqual([]);
  }, 15_000);
});

const topics: SeriesTopic[] = [
  {
    id: 1,
    title: 'Paz en una temporada ocupada',
    description: 'Siete días para descansar en Dios.',
    imageUrl: null,
    orderIndex: 0,
    isActive: true,
    language: 'es',
    dayCount: 7,
  },
  {
    id: 2,
    title: 'Fieles en lo pequeño',
    description: 'Una semana sobre la fidelidad diaria.',
    imageUrl: null,
    orderIndex: 1,
    isActive: true,
    language: 'es',
    dayCount: 7,
  },
  {
    id: 3,
    title: 'Esperanza',
    description: 'Una semana de esperanza.',
    imageUrl: null,
    orderIndex: 2,
    isActive: true,
    language: 'es',
    dayCount: 7,
  },
];

const progress = [
  makeSeriesProgress({
    id: 10,
    seriesTopicId: 1,
    seriesTopic: { title: topics[0]?.title ?? '', description: topics[0]?.description ?? '' },
    currentDay: 3,
    completedDays: [1, 2],
    currentDayOpensOn: '2099-01-01',
  }),
  makeSeriesProgress({
    id: 20,
    seriesTopicId: 2,
    seriesTopic: { title: topics[1]?.title ?? '', description: topics[1]?.description ?? '' },
    currentDay: 7,
    isActive: false,
    isCompleted: true,
    completedDays: [1, 2, 3, 4, 5, 6, 7],
    timesCompleted: 2,
    completedAt: '2026-02-20T12:00:00.000Z',
    lastCompletedAt: '2026-02-20T12:00:00.000Z',
  }),
];

function stubSeries(paid = true) {
  return stubApi(({ path }) => {
    if (path === '/api/user') return json(200, makeUser({ isPaidMember: paid }));
    if (path === '/api/series/topics') return json(200, topics);
    if (path === '/api/series/progress') return json(200, progress);
    if (path === '/api/series/1/days/3') {
      return json(
        200,
        makeSeriesEntry({
          id: 103,
          dayNumber: 3,
          title: 'El descanso es un regalo',
          verse: 'Venid a mí todos los que estáis trabajados y cargados.',
          verseReference: 'Mateo 11:28',
          reflection: 'El descanso es un regalo.',
        }),
      );
    }
    return json(404, { message: 'Not found' });
  });
}

describe('the series in Spanish', () => {
  it('/series shows no English message, nor does the switch dialog', async () => {
    stubSeries();
    const user = userEvent.setup();
    renderRoutes('/series');
    expect(await screen.findByRole('heading', { name: 'Series de 7 días', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Tu serie activa')).toBeInTheDocument();
    expect(screen.getByText('Series completadas')).toBeInTheDocument();
    expect(screen.getAllByText('El día 3 se abre mañana').length).toBeGreaterThan(0);
    expect(screen.getByText(/Completada 2 veces/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Series de 7 días · Reign'));
    expect(englishShown()).toEqual([]);

    const hope = screen.getByRole('article', { name: 'Esperanza' });
    await user.click(within(hope).getByRole('button', { name: 'Empezar la serie' }));
    expect(await screen.findByRole('dialog', { name: '¿Empezar Esperanza?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir con mi serie' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  }, 15_000);

  it('a free member sees the upgrade prompt in Spanish', async () => {
    stubSeries(false);
    renderRoutes('/series');
    expect(
      await screen.findByRole('heading', { name: 'Series de 7 días es una función premium' }),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  }, 15_000);

  it('a series day shows no English message', async () => {
    stubSeries();
    renderRoutes('/series/1/day/3');
    expect(
      await screen.findByRole('heading', { name: 'Día 3: El descanso es un regalo', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completar el día 3' })).toBeInTheDocument();
    expect(screen.getByText('Día 3 de 7')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Día 3: El descanso es un regalo · Reign'));
    expect(englishShown()).toEqual([]);
  }, 15_000);
});

const PERSONAL = `/api/reflections?limit=${PAGE_SIZE.max}`;
// a Spanish reader asks for the Daily cards in Spanish (issue 51)
const SCHEDULED = `/api/reflections/scheduled?lang=es&limit=${PAGE_SIZE.max}`;
const scheduled: ReflectionItem[] = [
  makeReflection({ id: '11', date: '2026-03-12', verseReference: 'Juan 3:16' }),
  makeReflection({ id: '10', date: '2026-03-02', reflection: null }),
];

describe('the reflections archive in Spanish', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T18:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('the Daily tab and an open reflection show no English message', async () => {
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser({ isPaidMember: false }));
      if (path === SCHEDULED) return json(200, scheduled);
      if (path === PERSONAL) return json(403, { message: 'Paid', code: 'paid_membership_required' });
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderRoutes('/reflections');
    expect(
      await screen.findByRole('heading', { name: 'Archivo de reflexiones', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 reflexiones encontradas')).toBeInTheDocument();
    expect(screen.getByTestId('archive-month')).toHaveTextContent('marzo de 2026');
    await waitFor(() => expect(document.title).toBe('Archivo de reflexiones · Reign'));
    expect(englishShown()).toEqual([]);

    await user.click(screen.getAllByTestId('reflection-card')[1] as HTMLElement);
    expect(await screen.findByText('No se guardó ninguna reflexión con este versículo.')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByText('No hay reflexiones programadas para este mes.')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Mis reflexiones' }));
    expect(
      await screen.findByRole('heading', { name: 'Archivo de reflexiones es una función premium' }),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  }, 15_000);
});
