import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { SendfoxTab } from './SendfoxTab';

function showTab(connected: boolean) {
  stubApi(({ path }) =>
    path === '/api/admin/sendfox/lists' ? json(200, { connected, lists: [] }) : json(401, { message: 'no' }),
  );
  render(
    <Providers>
      <SendfoxTab />
    </Providers>,
  );
}

beforeEach(() => queryClient.clear());

describe('SendfoxTab', () => {
  it('turns Create List and Export Users off, with the reason, while SendFox is not connected', async () => {
    showTab(false);
    const reason = await screen.findByText(/SendFox is not connected on this server\./);
    for (const name of ['Create List', 'Export Users']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason.textContent ?? '');
    }
  });

  it('offers both once it is connected', async () => {
    showTab(true);
    expect(await screen.findByText('No SendFox lists yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create List' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Users' })).toBeEnabled();
  });
});
