/** The dashboard's tabs, in the order they show (spec part 1 'Dashboard'). */
export const DASHBOARD_TABS = ['overview', 'profile', 'goals', 'tasks', 'history'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** `?tab=` to a tab; an unknown or missing tab shows the overview. */
export function dashboardTabFrom(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'overview';
}
