import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

/** The server answers a reset request; `mailConfigured` false is a server without SMTP. */
function serverWith(mailConfigured: boolean) {
  return stubApi((request) =>
    request.path === '/api/request-password-reset'
      ? json(200, { message: 'If that account exists, a code is on its way.', mailConfigured })
      : signedOut(),
  );
}

describe('ForgotPasswordPage', () => {
  it('clears the Username Required toast once a request succeeds on a server without mail', async () => {
    serverWith(false);
    renderRoutes('/forgot-password');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: /reset code/i });
    await user.click(submit);
    expect(await screen.findByText('Username Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/username/i), 'ruth');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Ask the Administrator' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Username Required')).not.toBeInTheDocument());
  });
});
