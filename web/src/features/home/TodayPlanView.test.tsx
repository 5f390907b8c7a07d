import { DEFAULT_ENCOURAGEMENT } from '@reign/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverToday } from '../../api';
import { activateLanguage } from '../../i18n/catalogue';
import { makeEntry } from '../../test/factories';
import { json } from '../../test/fetch-stub';
import { memberDb, renderMemberApp } from '../../test/member';
import { resetTodayScripture } from '../scripture';
import { savedReflection } from './SavedScripture';

const PRAYER = 'Lord, steady me in the meeting at ten.\n\nKeep my family in your peace. Amen.';

/** The admin's verse of the day, with its reflection and an uploaded recording. */
const todayScripture = (reflection: string) => ({
  date: serverToday(),
  text: 'Yahweh is my shepherd; I shall lack nothing.',
  verse: 'Yahweh is my shepherd; I shall lack nothing.',
  reference: 'Psalm 23:1',
  reflection,
  audioUrl: '/api/uploads/psalm-23.mp3',
  source: 'scheduled',
});

beforeEach(() => {
  // happy-dom can neither play audio nor read aloud; the player says so
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetTodayScripture();
});
afterEach(() => resetTodayScripture());

describe("/ after today's plan is saved (issue 37)", { timeout: 30_000 }, () => {
  it('keeps the reflection, the Listen button and the prayer shown on Navigate in Faith', async () => {
    await memberDb().entry({
      date: serverToday(),
      verse: 'Yahweh is my shepherd; I shall lack nothing.',
      verseReference: 'Psalm 23:1',
      verseReflection: 'He provides.\n\nRest in his care today.',
      encouragement: PRAYER,
    });
    renderMemberApp('/', {
      api: ({ path }) =>
        path === '/api/today-scripture' ? json(200, todayScripture('He provides.')) : undefined,
    });
    const saved = within(
      await screen.findByRole('region', { name: "Today's saved plan" }, { timeout: 15_000 }),
    );
    const reflection = within(saved.getByRole('region', { name: 'Reflection' }));
    expect(reflection.getByText('He provides.')).toBeInTheDocument();
    expect(reflection.getByText('Rest in his care today.')).toBeInTheDocument();
    expect(await saved.findByRole('button', { name: 'Listen' }, { timeout: 10_000 })).toBeInTheDocument();
    const prayer = within(saved.getByRole('region', { name: 'Your Prayer for Today' }));
    expect(prayer.getByText('Lord, steady me in the meeting at ten.')).toBeInTheDocument();
    expect(prayer.getByText('Keep my family in your peace. Amen.')).toBeInTheDocument();
    expect(saved.queryByText(DEFAULT_ENCOURAGEMENT)).not.toBeInTheDocument();
  });
});

describe("the saved day's reading (issue 51)", { timeout: 30_000 }, () => {
  it("shows today's reading of an active reading plan under the saved plan", async () => {
    const member = memberDb();
    await member.entry({
      date: serverToday(),
      verse: 'Yahweh is my shepherd.',
      verseReference: 'Psalm 23:1',
    });
    await member.readOn(serverToday());
    localStorage.setItem('reign-reading-plans', 'active');
    renderMemberApp('/', {
      api: ({ path }) =>
        path.startsWith('/api/today-scripture') ? json(200, todayScripture('He provides.')) : undefined,
    });
    const saved = within(
      await screen.findByRole('region', { name: "Today's saved plan" }, { timeout: 15_000 }),
    );
    const reading = within(
      await saved.findByRole('region', { name: "Today's reading" }, { timeout: 10_000 }),
    );
    expect(reading.getByRole('heading', { level: 2, name: "Today's reading" })).toBeInTheDocument();
    expect(reading.getByRole('checkbox', { name: /^Mark day 1 as read/ })).toBeChecked();
  });
});

describe('a Spanish reader’s saved day (issue 51)', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('shows the RV1909 verse the plan kept, its book in Spanish and its translation', async () => {
    await activateLanguage('es');
    await memberDb().entry({
      date: serverToday(),
      verse: 'Jehová es mi pastor; nada me faltará.',
      verseReference: 'Psalm 23:1',
      verseTranslation: 'rv1909',
      verseReflection: 'Él provee.',
    });
    renderMemberApp('/', {
      api: ({ path }) =>
        path.startsWith('/api/today-scripture') ? json(200, todayScripture('He provides.')) : undefined,
    });
    const saved = within(
      await screen.findByRole('region', { name: 'Tu plan guardado de hoy' }, { timeout: 15_000 }),
    );
    expect(saved.getByText('Jehová es mi pastor; nada me faltará.')).toBeInTheDocument();
    expect(saved.getByRole('heading', { name: /Salmos 23:1/ })).toHaveTextContent('Salmos 23:1 · RV1909');
    expect(saved.queryByText(/Yahweh/)).toBeNull();
  });
});

describe('the reflection beside a saved plan', () => {
  const today = { reference: 'Psalm 23:1', reflection: "Today's reflection." };
  it("is the plan's own, else today's for today's verse, else none", () => {
    expect(
      savedReflection(makeEntry({ verseReference: 'Psalm 23:1', verseReflection: ' Kept. ' }), today),
    ).toBe('Kept.');
    expect(savedReflection(makeEntry({ verseReference: 'Psalm 23:1', verseReflection: null }), today)).toBe(
      "Today's reflection.",
    );
    expect(savedReflection(makeEntry({ verseReference: 'John 3:16', verseReflection: null }), today)).toBe(
      '',
    );
    expect(savedReflection(makeEntry({ verseReflection: null }), null)).toBe('');
  });
});
