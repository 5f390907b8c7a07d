import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fetch-stub';
import { renderMemberScreen } from '../../test/member';
import { EmailConsentCard } from './EmailConsentCard';

const LABEL = 'Send me occasional news by e-mail';

describe('EmailConsentCard', () => {
  it('shows the new choice from the click on, keeps it once saved, and goes back when saving fails', async () => {
    let saved = true;
    let fail = false;
    renderMemberScreen(<EmailConsentCard />, {
      api: ({ path, method, body }) => {
        if (path !== '/api/user/email-consent') return undefined;
        if (method === 'GET') return json(200, { emailConsent: saved });
        if (fail) return json(503, { message: 'Down' });
        saved = (body as { emailConsent: boolean }).emailConsent;
        return json(200, { emailConsent: saved });
      },
    });
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();

    fireEvent.click(box);
    expect(box).not.toBeChecked(); // in the same event, before any answer
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(saved).toBe(false);

    fail = true;
    fireEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });
});
