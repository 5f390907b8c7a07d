/** Page widths (spec part 2 'Layout width'): admin widest, the daily and reading pages wide, others narrow. */
export const LAYOUT_WIDTHS = { widest: 1400, wide: 1140, narrow: 960 } as const;

const widePaths = new Set(['/', '/dashboard', '/reflections', '/referral']);

export function layoutWidthFor(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return LAYOUT_WIDTHS.widest;
  if (widePaths.has(path)) return LAYOUT_WIDTHS.wide;
  return LAYOUT_WIDTHS.narrow;
}
