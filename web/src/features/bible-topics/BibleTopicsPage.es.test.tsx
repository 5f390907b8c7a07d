import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { activateLanguage } from '../../i18n/catalogue';
import { englishShown, loadEnglishMessages } from '../../test/english-shown';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { topicPath } from './topics-api';

// The topics in Spanish: the everyday topics by their Spanish names (asked for with ?lang=es), the
// verses in the RV1909 (the translation Spanish shows when none was chosen), no English message.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);
afterAll(() => activateLanguage('en'));
afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

const page = (items: unknown[]) =>
  new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json' } });
const letters = Array.from({ length: 26 }, (_, i) => ({ letter: String.fromCharCode(65 + i), topics: 10 }));

describe('Bible topics in Spanish', { timeout: 30_000 }, () => {
  it('opens on the everyday topics named in Spanish, with no English message', async () => {
    stubApi(({ path }) => {
      if (path === '/api/everyday-topics?lang=es')
        return json(200, [
          { topic: 'Love', name: 'Amor', entries: 7, references: 331 },
          { topic: 'Care', name: 'Ansiedad y preocupación', entries: 3, references: 30 },
        ]);
      if (path === '/api/topic-letters') return json(200, letters);
      if (path === '/api/topics?lang=es&limit=100')
        return page([{ topic: 'Aaron', name: 'Aaron', entries: 1, references: 1 }]);
      return signedOut();
    });
    renderRoutes('/bible/topics');
    const everyday = await screen.findByRole('list', { name: 'Temas de la vida diaria' });
    const names = within(everyday)
      .getAllByRole('link')
      .map((a) => a.querySelector('p')?.textContent);
    expect(names).toEqual(['Amor', 'Ansiedad y preocupación']);
    expect(screen.getByRole('searchbox', { name: 'Buscar temas' })).toHaveAttribute(
      'placeholder',
      'Amor, preocupación, oración…',
    );
    // Nave's own English name keeps its language for a screen reader
    expect(await screen.findByText('Aaron')).toHaveAttribute('lang', 'en');
    expect(englishShown()).toEqual([]);
  });

  it('shows a topic by its Spanish name, quoted in the RV1909, its books named in Spanish', async () => {
    stubApi(({ path }) => {
      if (path === '/api/topics/Care?lang=es&translation=rv1909')
        return json(200, {
          topic: 'Care',
          name: 'Ansiedad y preocupación',
          see: [{ topic: 'Contentment', name: 'Contentamiento' }],
          entries: [
            {
              label: 'Remedio para ella',
              references: [
                { reference: 'Psalms 55:22', text: 'Echa sobre Jehová tu carga, y él te sustentará.' },
                { reference: 'Matthew 6:25-34' },
              ],
            },
          ],
        });
      return signedOut();
    });
    renderRoutes(topicPath('Care'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ansiedad y preocupación' }),
    ).toBeInTheDocument();
    expect(screen.getByText("En Nave's Topical Bible: Care")).toBeInTheDocument();
    expect(screen.getByText('Echa sobre Jehová tu carga, y él te sustentará.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Salmos 55:22/ })).toHaveAttribute('href', '/bible/Psalms/55#22');
    expect(screen.getByRole('link', { name: /Mateo 6:25-34/ })).toBeInTheDocument();
    expect(screen.getByText(/Versículos citados de la Reina-Valera 1909/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Remedio para ella' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Contentamiento' })).toHaveAttribute(
      'href',
      '/bible/topics/Contentment',
    );
    expect(englishShown()).toEqual([]);
  });
});
