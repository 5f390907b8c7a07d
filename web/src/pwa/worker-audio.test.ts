import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAudio, isAudioKept, keepAudio } from '../features/audio/offline-audio';
import { KEPT_AUDIO_CACHE, keptAudioKey } from './audio-cache';
import { keptAudioResponse } from './worker-audio';

const ORIGIN = location.origin;
const URL_A = `${ORIGIN}/uploads/audio/a.mp3`;

/** Cache Storage as a map of maps, keyed by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = vi.fn(async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.href : r.url);
    return {
      match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
      put: async (r: RequestInfo | URL, res: Response) => void store.set(key(r), res),
      delete: async (r: RequestInfo | URL) => store.delete(key(r)),
    };
  });
  vi.stubGlobal('caches', { open });
  return stores;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept-audio key', () => {
  it("leaves out the installed app's timestamp and the hash", () => {
    expect(keptAudioKey('/uploads/audio/a.mp3?t=123#x', ORIGIN)).toBe(URL_A);
    expect(keptAudioKey('/uploads/audio/a.mp3?v=2&t=9', ORIGIN)).toBe(`${URL_A}?v=2`);
  });
});

describe('keeping a recording for offline listening', () => {
  it('keeps the whole file, finds it, and removes it', async () => {
    const stores = fakeCaches();
    const fetched = vi.fn(async () => new Response(new Uint8Array(10), { status: 200 }));
    vi.stubGlobal('fetch', fetched);

    expect(await isAudioKept('/uploads/audio/a.mp3')).toBe(false);
    await keepAudio('/uploads/audio/a.mp3');
    expect(fetched).toHaveBeenCalledWith(URL_A, expect.anything());
    expect(stores.get(KEPT_AUDIO_CACHE)?.has(URL_A)).toBe(true);
    expect(await isAudioKept('/uploads/audio/a.mp3?t=5')).toBe(true);
    await forgetAudio('/uploads/audio/a.mp3');
    expect(await isAudioKept('/uploads/audio/a.mp3')).toBe(false);
  });

  it('refuses a file the server did not send whole', async () => {
    fakeCaches();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 404 })));
    await expect(keepAudio('/uploads/audio/a.mp3')).rejects.toThrow('404');
  });
});

describe('the service worker answers a kept recording', () => {
  it('whole, or the byte range an audio element asks for when it seeks', async () => {
    const stores = fakeCaches();
    const bytes = Uint8Array.from({ length: 100 }, (_, i) => i);
    stores.set(KEPT_AUDIO_CACHE, new Map([[URL_A, new Response(bytes, { status: 200 })]]));

    const whole = await keptAudioResponse(new Request(`${URL_A}?t=42`));
    expect(whole?.status).toBe(200);
    expect((await whole?.arrayBuffer())?.byteLength).toBe(100);

    const part = await keptAudioResponse(new Request(URL_A, { headers: { range: 'bytes=10-19' } }));
    expect(part?.status).toBe(206);
    expect(part?.headers.get('content-range')).toBe('bytes 10-19/100');
    expect([...new Uint8Array((await part?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);

    expect(await keptAudioResponse(new Request(`${ORIGIN}/uploads/audio/other.mp3`))).toBeNull();
  });
});
