import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMemberScreen } from '../../test/member';
import { GoalsTab } from './GoalsTab';

/** My Goals on the member's real database; `paid` answers the member's paid membership. */
export async function renderGoals({ paid = false } = {}) {
  const rendered = renderMemberScreen(<GoalsTab />, { user: { isPaidMember: paid } });
  await rendered.ready;
  return { ...rendered, user: userEvent.setup() };
}

export async function goalCard(title: string) {
  return within(await screen.findByRole('article', { name: title }));
}
