import type { PublicUser } from '@reign/contract';
import { isAdminId } from '@reign/domain';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The signed-in header links (spec part 2 'Header'); Admin only for user id 1. A guest's header links
 * the Bible itself. `drawer`: the phone's menu, which also lists Reading plans (the wide row has no
 * room for it: the dashboard's 'Today's reading' card links them there).
 */
export function navItemsFor(user: PublicUser, drawer = false): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Reflections', to: '/reflections' },
    { label: 'Series', to: '/series' },
    { label: 'Bible', to: '/bible' },
    { label: 'Prayers', to: '/prayers' },
    { label: 'Rewards', to: '/referral' },
  ];
  if (drawer) items.splice(4, 0, { label: 'Reading plans', to: '/plans' });
  if (isAdminId(user.id)) items.push({ label: 'Admin', to: '/admin' });
  return items;
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The links as the header and the drawer draw them: each marked when it is the current page. */
export function navLinksFor(
  user: PublicUser,
  pathname: string,
  drawer = false,
): (NavItem & { active: boolean; current: 'page' | undefined })[] {
  return navItemsFor(user, drawer).map((item) => {
    const active = isActivePath(pathname, item.to);
    return { ...item, active, current: active ? 'page' : undefined };
  });
}

export function pointsLabel(points: number): string {
  return `You have ${points} ${points === 1 ? 'point' : 'points'}`;
}

/** The phone's navigation drawer's id (NavDrawer.tsx), for the Burger's aria-controls. */
export const NAV_DRAWER_ID = 'reign-navigation-drawer';
