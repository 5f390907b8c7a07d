import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_ID, makeCircle, stubCircles, TOKEN } from '../features/circles/test-circles';
import { mine, request, stubWall } from '../features/prayer-wall/test-wall';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { renderRoutes } from '../test/render-app';
import { activateLanguage } from './catalogue';

// Circles (issue 52; lingui.config.ts 'dashboard') in Spanish show no English catalogue message:
// the list, a circle as its leader sees it with a new invitation, an invitation's link, the prayer wall.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

describe('circles in Spanish', () => {
  it('/circles shows no English message', async () => {
    stubCircles({ circles: [makeCircle()], invites: [] });
    renderRoutes('/circles');
    expect(await screen.findByRole('heading', { name: 'Círculos', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 miembros')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Círculos · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('a circle, with an invitation made, shows no English message', async () => {
    stubCircles({ circles: [makeCircle()], invites: [] });
    const user = userEvent.setup();
    renderRoutes(`/circles/${CIRCLE_ID}`);
    const invite = await screen.findByRole('region', { name: 'Invitar personas' });
    await user.click(within(invite).getByRole('button', { name: 'Invitar' }));
    expect(await within(invite).findByRole('region', { name: 'Nueva invitación' })).toBeInTheDocument();
    expect(await within(invite).findByText(/1 persona se unió|0 personas se unieron/)).toBeInTheDocument();
    expect(screen.getByText('3 miembros · Diriges este círculo')).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('an invitation link shows no English message', async () => {
    stubCircles({ circles: [], invites: [] });
    renderRoutes(`/circles/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Únete a este círculo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unirme' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the prayer wall, with the post dialog open, shows no English message', async () => {
    stubWall({ open: true, requests: [request()] }, [mine]);
    const user = userEvent.setup();
    renderRoutes('/circles/wall');
    expect(await screen.findByRole('heading', { name: 'Muro de oración', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Anónima')).toBeInTheDocument();
    expect(await screen.findByText('Esperando aprobación')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar una petición' }));
    expect(await screen.findByRole('checkbox', { name: 'Publicar sin mi nombre' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });
});
