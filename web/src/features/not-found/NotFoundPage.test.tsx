import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

describe('404 page', () => {
  it('answers unknown routes with a way home', async () => {
    stubApi(signedOut);
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of a protected page to /auth', async () => {
    stubApi(signedOut);
    const { router } = renderRoutes('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows it to a signed-in user too', async () => {
    stubApi(() => json(200, makeUser()));
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
