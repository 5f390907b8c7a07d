import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverToday } from '../api';
import CompletionMoment from '../features/completion/CompletionMoment';
import { PlanConflictNotice } from '../features/sync-issues/PlanConflictNotice';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { signedOut, stubApi } from '../test/fetch-stub';
import { memberDb, renderMemberScreen } from '../test/member';
import { Providers, renderRoutes } from '../test/render-app';
import { ConfirmDeleteButton } from '../ui/ConfirmDeleteButton';
import { LoadError } from '../ui/LoadError';
import { activateLanguage } from './catalogue';

// The shell's shared parts and screens (lingui.config.ts: what no other area holds) in Spanish show
// no English catalogue message: every text and accessible name (aria-label, title, placeholder, alt)
// and the page title, compared with the English of each message whose Spanish differs from it
// (src/test/english-shown.ts). The callers' own words (a dialog's title, a load error's title) are
// given in Spanish here, as a converted screen gives them.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

describe('the shell in Spanish', () => {
  it('a confirm dialog (Cancel, Delete) shows no English message', async () => {
    stubApi(signedOut);
    const user = userEvent.setup();
    render(
      <Providers>
        <ConfirmDeleteButton
          label="Eliminar Juan 3:16"
          question="¿Eliminar esta nota?"
          onConfirm={() => {}}
        />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Juan 3:16' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar Juan 3:16' }));
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('a load error (its default text, Try again) shows no English message', () => {
    stubApi(signedOut);
    render(
      <Providers>
        <LoadError title="No se pudieron cargar tus metas" onRetry={() => {}} />
      </Providers>,
    );
    expect(screen.getByText('Inténtalo de nuevo más tarde.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the not-found page shows no English message', async () => {
    stubApi(signedOut);
    renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('the sync conflicts notice of a plan shows no English message', async () => {
    const member = memberDb();
    // the person's own words in Spanish too: the dialog shows the plans
    const entry = await member.entry({
      date: serverToday(),
      priorities: ['Familia', 'Trabajo'],
      actionSteps: [{ priority: 'Familia', actions: ['Llamar a mamá'] }],
    });
    await member.db.conflicts.put({
      id: '0190f5d2-7c1a-7000-8000-0000000000c1',
      entity: 'entries',
      rowId: entry.id,
      values: { priorities: ['Descanso'], actionSteps: [] },
      device: { browser: 'Chrome', system: 'Android' },
      clientId: 'client-of-another-device',
      createdAt: '2026-01-01T12:00:00.000Z',
      updatedAt: '2026-01-01T12:00:00.000Z',
      version: 1,
      deleted: false,
    });
    renderMemberScreen(<PlanConflictNotice entryId={entry.id} />);
    expect(await screen.findByText('Planeaste hoy en dos dispositivos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
    // the dialog it opens names the other plan's device and time the Spanish way
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios por revisar' });
    expect(
      await within(dialog).findByText(/^Desde Chrome en Android · 1 ene( 2026)?, \d{1,2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('the completion moment shows no English message', () => {
    stubApi(signedOut);
    const today = serverToday();
    render(
      <Providers>
        <MemoryRouter>
          <CompletionMoment
            opened
            onClose={() => {}}
            day={{
              id: '0190f5d2-7c1a-7000-8000-000000000001',
              date: today,
              verse: 'Jehová es mi pastor; nada me faltará.',
              verseReference: 'Salmos 23:1',
              priorities: ['Familia', 'Trabajo', 'Descanso'],
              actionSteps: [{ priority: 'Familia', actions: ['Llamar a mamá'] }],
            }}
            wasPlanned={false}
          />
        </MemoryRouter>
      </Providers>,
    );
    const dialog = within(screen.getByRole('dialog', { name: '¡Plan guardado con éxito!' }));
    expect(dialog.getByRole('heading', { name: 'Tu día' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Ver el panel' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });
});
