import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_AUDIO_CACHE } from '../../pwa/audio-cache';
import { fakeCaches } from '../../test/fake-caches';
import { forgetAudio, isAudioKept, keepAudio } from './offline-audio';

const ORIGIN = location.origin;
const URL_A = `${ORIGIN}/uploads/audio/a.mp3`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keeping a recording for offline listening', () => {
  it('keeps the whole file, finds it, and removes it', async () => {
    const fake = fakeCaches();
    vi.stubGlobal('caches', fake);
    const fetched = vi.fn(async () => new Response(new Uint8Array(10), { status: 200 }));
    vi.stubGlobal('fetch', fetched);

    expect(await isAudioKept('/uploads/audio/a.mp3')).toBe(false);
    await keepAudio('/uploads/audio/a.mp3');
    expect(fetched).toHaveBeenCalledWith(URL_A, expect.anything());
    expect(await (await fake.open(KEPT_AUDIO_CACHE)).match(URL_A)).toBeDefined();
    expect(await isAudioKept('/uploads/audio/a.mp3?t=5')).toBe(true);
    await forgetAudio('/uploads/audio/a.mp3');
    expect(await isAudioKept('/uploads/audio/a.mp3')).toBe(false);
  });

  it('refuses a file the server did not send whole', async () => {
    vi.stubGlobal('caches', fakeCaches());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    await expect(keepAudio('/uploads/audio/a.mp3')).rejects.toThrow('404');
  });
});
