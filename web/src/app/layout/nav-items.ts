import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PublicUser } from '@reign/contract';
import { isAdminId } from '@reign/domain';

export interface NavItem {
  /** the link's words, shown through the catalogue (i18n._) */
  label: MessageDescriptor;
  to: string;
  /** false: in the menu (the phone's drawer) only; a laptop's row has no room */
  inRow?: false;
}

/**
 * The signed-in header links (spec part 2 'Header'); Admin only for user id 1. Reading plans, My
 * study and Circles are in the phone's menu only (a laptop's row has no room for them beside a long
 * greeting: /bible, the dashboard's 'Today's reading' and 'Your circles' cards and /plans link them
 * there). A guest's header links the Bible, the plans and My study itself.
 */
export function navItemsFor(user: PublicUser): NavItem[] {
  const items: NavItem[] = [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`Reflections`, to: '/reflections' },
    { label: msg`Series`, to: '/series' },
    { label: msg`Bible`, to: '/bible' },
    { label: msg`Reading plans`, to: '/plans', inRow: false },
    { label: msg`My study`, to: '/study', inRow: false },
    { label: msg`Prayers`, to: '/prayers' },
    { label: msg`Circles`, to: '/circles', inRow: false },
    { label: msg`Rewards`, to: '/referral' },
  ];
  if (isAdminId(user.id)) items.push({ label: msg`Admin`, to: '/admin' });
  return items;
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The links as the header and the drawer draw them: each marked when it is the current page. */
export function navLinksFor(
  user: PublicUser,
  pathname: string,
): (NavItem & { active: boolean; current: 'page' | undefined })[] {
  return navItemsFor(user).map((item) => {
    const active = isActivePath(pathname, item.to);
    return { ...item, active, current: active ? 'page' : undefined };
  });
}

export function pointsLabel(points: number, i18n: I18n): string {
  return i18n._(msg`You have ${plural(points, { one: '# point', other: '# points' })}`);
}

/** The phone's navigation drawer's id (NavDrawer.tsx), for the Burger's aria-controls. */
export const NAV_DRAWER_ID = 'reign-navigation-drawer';
