import { describe, expect, it } from 'vitest';
import { LAYOUT_WIDTHS, layoutWidthFor } from './layout-width';

describe('layoutWidthFor', () => {
  it('gives the admin area the widest layout', () => {
    expect(layoutWidthFor('/admin')).toBe(LAYOUT_WIDTHS.widest);
    expect(layoutWidthFor('/admin/users')).toBe(LAYOUT_WIDTHS.widest);
  });

  it('gives home, dashboard, reflections and referral the wide layout', () => {
    for (const path of ['/', '/dashboard', '/reflections', '/referral', '/dashboard/']) {
      expect(layoutWidthFor(path)).toBe(LAYOUT_WIDTHS.wide);
    }
  });

  it('gives every other page the narrow layout', () => {
    for (const path of ['/auth', '/login', '/upgrade', '/series', '/nowhere', '/administrator']) {
      expect(layoutWidthFor(path)).toBe(LAYOUT_WIDTHS.narrow);
    }
  });
});
