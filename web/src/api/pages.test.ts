import { NEXT_CURSOR_HEADER, PAGE_SIZE } from '@reign/contract/limits';
import { prayerRoutes } from '@reign/contract/prayers';
import { samplePrayer } from '@reign/contract/samples';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { callAllPages } from './pages';

const at = '2026-11-25T12:00:00.000Z';
const prayer = (n: number) =>
  samplePrayer(`0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`, `Prayer ${n}`, at);

/** A server with three pages: the next cursor in the header, none on the last. */
function pagedServer(fail?: string) {
  const pages: Record<string, { rows: number[]; next?: string }> = {
    '': { rows: [1, 2], next: 'c2' },
    c2: { rows: [3, 4], next: 'c3' },
    c3: { rows: [5] },
  };
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    const cursor = url.searchParams.get('cursor') ?? '';
    if (cursor === fail) return new Response(JSON.stringify({ message: 'Down' }), { status: 503 });
    const page = pages[cursor];
    if (!page) return new Response(JSON.stringify({ message: 'bad cursor' }), { status: 400 });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (page.next) headers[NEXT_CURSOR_HEADER] = page.next;
    return new Response(JSON.stringify(page.rows.map(prayer)), { status: 200, headers });
  });
}

describe('callAllPages', () => {
  it('follows the next cursor until a page has none, asking for the largest pages', async () => {
    const fetch = pagedServer();
    const all = await callAllPages(prayerRoutes.listPrayers, { transport: { fetch, baseUrl: '' } });
    expect(all.map((p) => p.title)).toEqual(['Prayer 1', 'Prayer 2', 'Prayer 3', 'Prayer 4', 'Prayer 5']);
    const urls = fetch.mock.calls.map((c) => String(c[0]));
    expect(urls).toEqual([
      `/api/prayers?limit=${PAGE_SIZE.max}`,
      `/api/prayers?limit=${PAGE_SIZE.max}&cursor=c2`,
      `/api/prayers?limit=${PAGE_SIZE.max}&cursor=c3`,
    ]);
  });

  it('a failed page fails the read: no half list', async () => {
    const fetch = pagedServer('c3');
    await expect(
      callAllPages(prayerRoutes.listPrayers, { transport: { fetch, baseUrl: '' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
