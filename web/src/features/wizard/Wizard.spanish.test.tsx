import { ReignDb, userDbName } from '@reign/sync/device/database';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/catalogue';
import { json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { dayLabel } from '../../ui/day-label';
import { resetTranslationChoice } from '../bible/translation-choice';
import { useGuestPlanStore } from './guest-plan-store';
import { api, scripture, setUpWizardTests, today } from './test-render';
import { useWizardStore } from './wizard-store';

// Issue 51: a Spanish member who never chose a translation reads the RV1909 on Renew Your Mind, and
// the saved plan keeps those words (not the WEB's): the completion card shows them, credited.

setUpWizardTests();
afterEach(async () => {
  await activateLanguage('en');
  window.localStorage.clear();
  resetTranslationChoice();
});

const SAVE_GUEST_PLAN = 'Guarda el plan que hiciste antes de iniciar sesión';
const RV1909 = 'Fíate de Jehová de todo tu corazón, Y no estribes en tu prudencia.';

describe('a Spanish member’s saved day', () => {
  it('keeps the RV1909 verse the day showed, and the completion card shows it', {
    timeout: 20_000,
  }, async () => {
    await activateLanguage('es');
    const day = scripture({ translations: { rv1909: RV1909 }, localReference: 'Proverbios 3:5' });
    const rest = api(({ path }) =>
      path === '/api/user' ? json(200, makeUser()) : json(503, { message: 'Down' }),
    );
    stubApi((request) => (request.path.startsWith('/api/today-scripture') ? json(200, day) : rest(request)));
    const db = new ReignDb(userDbName(2));
    useWizardStore.setState({ step: 4, priorities: ['Familia', 'Trabajo', 'Descanso'] });

    const user = userEvent.setup();
    renderRoutes('/');
    const save = await screen.findByRole('button', { name: 'Guardar y reinar' }, { timeout: 5000 });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    const modal = within(await screen.findByRole('dialog', { name: '¡Plan guardado con éxito!' }));
    expect(modal.getByText(new RegExp(RV1909.slice(0, 30)))).toBeInTheDocument();
    expect(modal.getByText(/Proverbios 3:5/)).toBeInTheDocument();
    expect(modal.getByText(/RV1909/)).toBeInTheDocument();
    expect(modal.queryByText(/Trust in Yahweh/)).toBeNull();

    const [entry] = await db.entries.toArray();
    expect(entry).toMatchObject({
      date: today(),
      verse: RV1909,
      verseReference: 'Proverbs 3:5',
      verseTranslation: 'rv1909',
    });
  });

  it('names the guest plan’s day and book in Spanish after signing in', { timeout: 20_000 }, async () => {
    await activateLanguage('es');
    stubApi(
      api(({ path }) => (path === '/api/user' ? json(200, makeUser()) : json(503, { message: 'Down' }))),
    );
    useGuestPlanStore.setState({
      plan: {
        id: '0190f5d2-7c1a-7000-8000-0000000000ab',
        date: '2026-11-27',
        verse: RV1909,
        verseReference: 'Proverbs 3:5',
        verseTranslation: 'rv1909',
        priorities: ['Familia'],
        actionSteps: [],
        challenges: 'No specific challenges identified.',
        encouragement: 'Amén.',
      },
    });
    renderRoutes('/');
    const card = within(await screen.findByRole('region', { name: SAVE_GUEST_PLAN }, { timeout: 5000 }));
    expect(dayLabel('2026-11-27', 'long', 'es')).toBe('viernes, 27 de noviembre de 2026');
    expect(
      card.getByText(/Tu plan del viernes, 27 de noviembre de 2026 \(Proverbios 3:5\)/),
    ).toBeInTheDocument();
    expect(card.queryByText(/Friday|November/)).toBeNull();
  });
});
