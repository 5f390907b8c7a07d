import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentIsFresh } from './fresh-document';

function visit(type: NavigationTimingType | 'prerender' | null, controlled = false) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    type ? ([{ type }] as unknown as PerformanceEntryList) : [],
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('documentIsFresh', () => {
  it('is true for a page the browser fetched for this visit or reload', () => {
    visit('navigate');
    expect(documentIsFresh()).toBe(true);
    visit('reload');
    expect(documentIsFresh()).toBe(true);
  });

  it('is false where the document may be a copy: a service worker answered, Back or Forward, a prerender', () => {
    visit('navigate', true);
    expect(documentIsFresh()).toBe(false);
    visit('back_forward');
    expect(documentIsFresh()).toBe(false);
    visit('prerender');
    expect(documentIsFresh()).toBe(false);
  });

  it('is false when the browser cannot tell', () => {
    visit(null);
    expect(documentIsFresh()).toBe(false);
  });
});
