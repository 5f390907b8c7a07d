import { NEXT_CURSOR_HEADER, PAGE_SIZE } from '@reign/contract/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin-api';

const at = '2026-11-25T12:00:00.000Z';
/** A row every one of the three lists' schemas reads (each keeps its own fields). */
const row = (id: number) => ({
  id,
  ...{
    scheduleDate: '2026-11-25',
    reference: 'John 3:16',
    verse: 'v',
    reflection: null,
    reflectionEs: null,
    audioUrl: null,
  },
  ...{ title: 't', description: 'd', prize: 'p', startDate: at, endDate: at, pointRequirement: 1 },
  ...{
    isActive: true,
    imageUrl: null,
    entryCount: 0,
    readyDays: 0,
    pointsSpent: 0,
    winner: null,
    orderIndex: 0,
    language: 'en',
  },
  createdAt: at,
});

/** A server answering one admin list in two pages: the next cursor in the header of the first. */
function twoPages(path: string) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname !== path) return new Response('{}', { status: 404 });
    expect(url.searchParams.get('limit')).toBe(String(PAGE_SIZE.max));
    const second = url.searchParams.get('cursor') === 'c2';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!second) headers[NEXT_CURSOR_HEADER] = 'c2';
    return new Response(JSON.stringify(second ? [row(3)] : [row(1), row(2)]), { headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's content lists read every page", () => {
  it.each([
    ['scriptures', '/api/admin/scheduled-scriptures', () => adminApi.scriptures()],
    ['giveaways', '/api/admin/giveaways', () => adminApi.giveaways()],
    ['series', '/api/admin/series', () => adminApi.series()],
  ] as const)('%s', async (_name, path, read) => {
    const fetchMock = twoPages(path);
    expect((await read()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
