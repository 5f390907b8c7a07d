/** The dashboard tabs built so far; overview, profile and history come with the dashboard issue. */
export const DASHBOARD_TABS = ['goals', 'tasks'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** `?tab=` to a tab; an unknown or missing tab shows goals for now. */
export function dashboardTabFrom(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'goals';
}
