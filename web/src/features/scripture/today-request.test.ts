import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_KEY } from '../../api';
import { fetchTodayScripture } from './today-request';

const answer = {
  date: '2030-03-13',
  text: 'Be still',
  verse: 'Be still',
  reference: 'Psalm 46:10',
  reflection: '',
  audioUrl: null,
  source: 'daily',
};

afterEach(() => localStorage.removeItem(TIME_ZONE_KEY));

describe("today's verse request (issue 39)", () => {
  it("asks for the chosen zone's today, and Chicago's without one", async () => {
    const doFetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    await fetchTodayScripture(doFetch);
    localStorage.setItem(TIME_ZONE_KEY, 'Asia/Manila');
    await fetchTodayScripture(doFetch);
    const urls = doFetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual(['/api/today-scripture', '/api/today-scripture?zone=Asia%2FManila']);
  });
});
