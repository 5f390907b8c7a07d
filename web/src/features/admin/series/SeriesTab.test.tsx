import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { SeriesTab } from './SeriesTab';
import { readiness } from './series-types';

const topic = (overrides: Record<string, unknown>) => ({
  id: 1,
  title: 'Faith Foundations',
  description: 'Seven days of faith.',
  imageUrl: null,
  orderIndex: 1,
  isActive: true,
  entryCount: 7,
  readyDays: 7,
  language: 'en',
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

describe('the admin series readiness', () => {
  it('says Ready for seven active days, and how many are ready otherwise', () => {
    expect(readiness(7)).toEqual({ ready: true, label: 'Ready' });
    expect(readiness(3)).toEqual({ ready: false, label: '3 of 7 days ready' });
    expect(readiness(0).label).toBe('0 of 7 days ready');
  });

  it('shows each series card with what members will see', async () => {
    stubApi(() =>
      json(200, [
        topic({}),
        topic({ id: 2, title: 'Esperanza', entryCount: 4, readyDays: 3, language: 'es' }),
      ]),
    );
    render(
      <Providers>
        <SeriesTab />
      </Providers>,
    );
    const faith = await screen.findByRole('article', { name: 'Faith Foundations' });
    expect(within(faith).getByText('Ready')).toBeInTheDocument();
    expect(within(faith).getByText('English')).toBeInTheDocument();
    const hope = screen.getByRole('article', { name: 'Esperanza' });
    // the language members must read to be offered it
    expect(within(hope).getByText('Español')).toBeInTheDocument();
    expect(within(hope).getByText('3 of 7 days ready')).toBeInTheDocument();
    expect(
      within(hope).getByText(/Members see this series once days 1 to 7 are all active/),
    ).toBeInTheDocument();
  });

  it('writes a new series in the language the admin chooses', async () => {
    const fetchMock = stubApi(({ method, body }) =>
      method === 'POST' ? json(201, topic({ id: 3, ...(body as object) })) : json(200, []),
    );
    render(
      <Providers>
        <SeriesTab />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create New Series' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Series' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'La oración del Señor');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Siete días en el Padrenuestro.');
    // Mantine's Select: its input (a hidden one carries the value)
    const [language] = dialog.getAllByLabelText('Language');
    await user.click(language as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(dialog.getByRole('button', { name: 'Create Series' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/series')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/series');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: 'La oración del Señor',
      language: 'es',
    });
  });
});
