import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../test/fake-caches';
import { KEPT_AUDIO_CACHE, keptAudioKey } from './audio-cache';
import { keptAudioResponse } from './worker-audio';

const ORIGIN = location.origin;
const URL_A = `${ORIGIN}/uploads/audio/a.mp3`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept-audio key', () => {
  it("leaves out the installed app's timestamp and the hash", () => {
    expect(keptAudioKey('/uploads/audio/a.mp3?t=123#x', ORIGIN)).toBe(URL_A);
    expect(keptAudioKey('/uploads/audio/a.mp3?v=2&t=9', ORIGIN)).toBe(`${URL_A}?v=2`);
  });
});

describe('the service worker answers a kept recording', () => {
  it('whole, or the byte range an audio element asks for when it seeks', async () => {
    const fake = fakeCaches();
    vi.stubGlobal('caches', fake);
    const bytes = Uint8Array.from({ length: 100 }, (_, i) => i);
    await (await fake.open(KEPT_AUDIO_CACHE)).put(URL_A, new Response(bytes, { status: 200 }));

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
