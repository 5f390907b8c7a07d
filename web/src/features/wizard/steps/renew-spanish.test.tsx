import type { TodayScripture } from '@reign/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverToday } from '../../../api';
import { activateLanguage } from '../../../i18n/catalogue';
import { json, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render-app';
import { resetTodayScripture } from '../../scripture';

// Step 0 in Spanish (issue 39): the day's reflection written in Spanish is shown as Spanish (no
// 'only in English' label), the book named in Spanish, the verse in the RV1909; switching back to
// English asks for the English answer.

const answer = (path: string): TodayScripture => {
  const spanish = path.includes('lang=es');
  return {
    date: serverToday(),
    text: 'Jehová es mi pastor; nada me faltará.',
    verse: 'Yahweh is my shepherd: I shall lack nothing.',
    reference: 'Psalm 23:1',
    reflection: spanish
      ? 'Los Salmos ponen palabras a cada estación del corazón.'
      : 'The Psalms give words to every season of the heart.',
    audioUrl: null,
    readerPath: '/bible/Psalms/23#1',
    translations: { rv1909: 'Jehová es mi pastor; nada me faltará.' },
    source: 'daily',
    ...(spanish ? { reflectionLanguage: 'es' as const, localReference: 'Salmos 23:1' } : {}),
  };
};

beforeEach(() => resetTodayScripture());
afterEach(() => activateLanguage('en'));

describe('the day’s reflection in Spanish', () => {
  it('shows the Spanish answer as Spanish, and the English one after switching back', async () => {
    await activateLanguage('es');
    const fetchMock = stubApi(({ path }) =>
      path.startsWith('/api/today-scripture') ? json(200, answer(path)) : signedOut(),
    );
    renderRoutes('/');
    expect(
      await screen.findByText('Los Salmos ponen palabras a cada estación del corazón.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('link', { name: /Salmos 23:1/ })).toBeInTheDocument();
    expect(screen.getByText(/Jehová es mi pastor/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('lang=es'))).toBe(true);

    await activateLanguage('en');
    expect(
      await screen.findByText('The Psalms give words to every season of the heart.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Psalm 23:1/ })).toBeInTheDocument());
  });
});
