import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { signedOut, stubApi } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { activateLanguage } from './catalogue';

// The converted screens in Spanish show no English catalogue message: every text and every
// accessible name (aria-label, title, placeholder, alt) is compared with the English of each
// message whose Spanish differs from it.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

describe('the converted screens in Spanish', () => {
  it('/ (header, verse card, the first step, footer) shows no English message', async () => {
    stubApi(signedOut);
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'La Escritura de hoy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Renueva tu mente' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hoy · Reign'));
    expect(screen.getByRole('heading', { name: 'El método REIGN' })).toBeInTheDocument();
    // today's date through Intl: 'jueves, 26 de noviembre de 2026'
    expect(document.querySelector('time')?.textContent).toMatch(/\p{L}+, \d{1,2} de \p{L}+ de \d{4}/u);
    expect(englishShown()).toEqual([]);
  });

  it('/auth shows no English message', async () => {
    stubApi(signedOut);
    renderRoutes('/auth');
    expect(
      await screen.findByRole('heading', { name: 'Te damos la bienvenida a Reign' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it('the check sees an English message when one shows (the same screen in English)', async () => {
    await activateLanguage('en');
    stubApi(signedOut);
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: "Today's Scripture" })).toBeInTheDocument();
    expect(englishShown()).toContain("Today's Scripture");
    await activateLanguage('es');
  });
});
