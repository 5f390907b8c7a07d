import { addDays, centralDate } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/catalogue';
import { memberDb, renderMemberScreen } from '../../test/member';
import { ReadingPlansPage } from './ReadingPlansPage';

// Issue 51: a Spanish reader's plan names the books in Spanish and its start date in words.

afterEach(() => activateLanguage('en'));

describe('a reading plan in Spanish', () => {
  it('names the books in Spanish and the start date in Spanish words, not ISO', async () => {
    await activateLanguage('es');
    const member = memberDb();
    const start = addDays(centralDate(), -1);
    const writes = createMutations(member.db, { queue: false });
    const plan = await writes.startReadingPlan({ planKey: 'psalms-proverbs-31', startDate: start });
    const rendered = renderMemberScreen(<ReadingPlansPage />, { path: `/plans?plan=${plan.id}` });
    await rendered.ready;

    const region = within(await screen.findByRole('region', { name: 'Salmos y Proverbios en un mes' }));
    const [y, m, d] = start.split('-').map(Number);
    const spanishDate = new Intl.DateTimeFormat('es', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 12)));
    expect(region.getByText(new RegExp(`empezó el ${spanishDate}`))).toBeInTheDocument();
    expect(region.queryByText(new RegExp(start))).toBeNull();
    expect((await region.findAllByText(/^Salmos \d/)).length).toBeGreaterThan(0);
    expect(region.queryByText(/^Psalms? \d/)).toBeNull();
  });
});
