import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { ScriptureDialog } from './ScriptureDialog';

// The admin writes the day's reflection in English and in Spanish (issue 51).
const scripture = {
  id: 7,
  scheduleDate: '2026-03-10',
  reference: 'Psalm 46:10',
  verse: 'Be still, and know that I am God.',
  reflection: 'Stillness is trust made visible.',
  reflectionEs: null,
  audioUrl: null,
  isActive: true,
  createdAt: '2026-03-01T00:00:00.000Z',
};

describe('ScriptureDialog', () => {
  it('has both reflections and saves the Spanish one beside the English', async () => {
    const fetchMock = stubApi(({ method, body }) =>
      method === 'PUT' ? json(200, { ...scripture, ...(body as object) }) : json(200, []),
    );
    render(
      <Providers>
        <ScriptureDialog opened scripture={scripture} onClose={() => {}} />
      </Providers>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Scheduled Scripture' }));
    expect(dialog.getByLabelText('Reflection in English', { exact: false })).toHaveValue(
      scripture.reflection,
    );
    const spanish = dialog.getByLabelText('Reflection in Spanish', { exact: false });
    expect(spanish).toHaveValue('');
    const user = userEvent.setup();
    await user.type(spanish, 'La quietud es confianza hecha visible.');
    await user.click(dialog.getByRole('button', { name: 'Update Scripture' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/admin/scheduled-scriptures/7')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'PUT', '/api/admin/scheduled-scriptures/7')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      reflection: scripture.reflection,
      reflectionEs: 'La quietud es confianza hecha visible.',
    });
  });
});
