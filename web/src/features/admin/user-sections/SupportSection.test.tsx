import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUserRow } from '../../../test/factories';
import { callsTo, json, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { SupportSection } from './SupportSection';

const ruth = adminUserRow();

const free = { isPaidMember: false, membershipSource: null, paymentDate: null, history: [] };
const granted = {
  isPaidMember: true,
  membershipSource: 'granted',
  paymentDate: null,
  history: [
    { id: 1, action: 'grant', reason: 'Gift', byUsername: 'admin', createdAt: '2026-11-27T12:00:00.000Z' },
  ],
};

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  let member = false;
  fetchMock = stubApi(({ method, path, body }) => {
    if (path === '/api/user') return json(401, { message: 'signed out' });
    if (path === '/api/admin/users/7/membership' && method === 'POST') {
      member = (body as { member: boolean }).member;
      return json(200, member ? granted : free);
    }
    if (path === '/api/admin/users/7/membership') return json(200, member ? granted : free);
    return json(404, { message: 'not here' });
  });
});

describe("the admin's membership grant", () => {
  it('asks for a reason before sending anything, then grants with it', async () => {
    const user = userEvent.setup();
    render(<SupportSection user={ruth} />, { wrapper: Providers });
    const card = within(await screen.findByRole('region', { name: 'Membership' }));
    await user.click(await card.findByRole('button', { name: 'Grant lifetime membership' }));
    expect(
      await card.findByText('Please give a reason (for example: gift, refund, support).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/membership')).toHaveLength(0);

    await user.type(card.getByRole('textbox', { name: /Reason/ }), 'Gift');
    await user.click(card.getByRole('button', { name: 'Grant lifetime membership' }));
    expect(await card.findByText('Member · granted')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/users/7/membership');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ member: true, reason: 'Gift' });
    expect(card.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });
});
