import { addDays, centralDate } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { resetPlayerEngine } from '../features/audio/engine/player-engine';
import { FakeUtterance, fakeSpeechSynthesis } from '../features/audio/test-fakes';
import { ReadingPlansPage } from '../features/reading-plans/ReadingPlansPage';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { json, signedOut, stubApi } from '../test/fetch-stub';
import { MEMBER_ID, memberDb, renderMemberApp, renderMemberScreen } from '../test/member';
import { renderRoutes } from '../test/render-app';
import { activateLanguage } from './catalogue';

// The Bible's screens (the bible catalogue: /bible, the reader with its study bar, /plans, /study)
// in Spanish show no English catalogue message (text, aria-label, title, placeholder, alt, title).

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

/** Juan 3 in the RV1909 (the translation Spanish shows when none was chosen). */
const juan3 = {
  book: 'John',
  name: 'Juan',
  osis: 'John',
  translation: 'RV1909',
  chapter: 3,
  chapterCount: 21,
  verses: Array.from({ length: 36 }, (_, i) =>
    i === 15 ? 'Porque de tal manera amó Dios al mundo.' : `Versículo ${i + 1}.`,
  ),
  previous: { book: 'John', osis: 'John', chapter: 2 },
  next: { book: 'John', osis: 'John', chapter: 4 },
};

describe('the Bible screens in Spanish', { timeout: 30_000 }, () => {
  it('/bible shows no English message', async () => {
    localStorage.setItem('reign-bible-last-read', JSON.stringify({ book: 'Psalms', chapter: 23 }));
    stubApi(signedOut);
    renderRoutes('/bible');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biblia' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Biblia · Reign'));
    expect(screen.getByRole('region', { name: 'Antiguo Testamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir leyendo: Salmos 23' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('a chapter in the reader, with the study bar, shows no English message', async () => {
    stubApi(({ path }) => {
      if (path.startsWith('/api/bible/John/3')) return json(200, juan3);
      return signedOut();
    });
    renderRoutes('/bible/John/3#16');
    expect(await screen.findByText('Porque de tal manera amó Dios al mundo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Juan 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capítulo siguiente: Juan 4' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Traducción' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Versículo 16' }));
    // the bar names the verses by the book's English name (as before the catalogue)
    const bar = await screen.findByRole('toolbar', { name: /^Estudiar \S+ 3:16$/ });
    expect(within(bar).getByRole('button', { name: 'Resaltar en amarillo' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('Listen in the reader, and its controls while it reads, show no English message', async () => {
    vi.stubGlobal('speechSynthesis', fakeSpeechSynthesis());
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    stubApi(({ path }) => {
      if (path.startsWith('/api/bible/John/3')) return json(200, juan3);
      return signedOut();
    });
    try {
      renderRoutes('/bible/John/3');
      await screen.findByText('Porque de tal manera amó Dios al mundo.');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Escuchar' }));
      expect(await screen.findByRole('button', { name: 'Pausa' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Detener' })).toBeInTheDocument();
      expect(englishShown()).toEqual([]);
    } finally {
      resetPlayerEngine();
      vi.unstubAllGlobals();
    }
  });

  it('/plans with a plan started shows no English message', async () => {
    const member = memberDb();
    const today = centralDate();
    const writes = createMutations(member.db, { queue: false });
    const plan = await writes.startReadingPlan({ planKey: 'gospels-30', startDate: addDays(today, -1) });
    const rendered = renderMemberScreen(<ReadingPlansPage />, { path: `/plans?plan=${plan.id}` });
    await rendered.ready;
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes de lectura' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Días' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Planes de lectura · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('/study with marks shows no English message', async () => {
    const { db } = memberDb();
    const m = createMutations(db, { queue: false, owner: MEMBER_ID });
    await m.setHighlight({ book: 'John', chapter: 3, verse: 16 }, 'yellow');
    await m.createNote({ book: 'Rom', chapter: 8, verseStart: 28, verseEnd: 29, text: 'All things' });
    await m.setBookmark({ book: 'Gen', chapter: 1, verse: 1 });
    renderMemberApp('/study');
    expect(await screen.findByText('3 marcas', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi estudio' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mi estudio · Reign'));
    expect(englishShown()).toEqual([]);
  });
});
