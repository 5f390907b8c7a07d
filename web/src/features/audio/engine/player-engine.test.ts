import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTrack, usePlayerStore } from '../player-store';
import { FakeAudio, FakeUtterance, fakeSpeechSynthesis } from '../test-fakes';
import { playerEngine, resetPlayerEngine } from './player-engine';

const URL_A = '/uploads/audio/psalm-23.mp3';
const TEXT = 'Psalm 23:1. The LORD is my shepherd; I shall not want. He makes me lie down.';
const fileTrack = makeTrack(URL_A, TEXT, 'Psalm 23:1');
const speechTrack = makeTrack(null, TEXT, 'Psalm 23:1');

type Handler = (details: MediaSessionActionDetails) => void;

/** navigator.mediaSession and MediaMetadata as a browser has them, recording what the player does. */
function fakeMediaSession() {
  const handlers = new Map<string, Handler | null>();
  const session = {
    metadata: null as null | { title: string; artist: string; artwork: MediaImage[] },
    playbackState: 'none',
    setActionHandler: vi.fn((action: string, handler: Handler | null) => {
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: object) {
        Object.assign(this, init);
      }
    },
  );
  const press = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails);
  return { session, handlers, press };
}

function playFile() {
  playerEngine.start(fileTrack);
  const audio = FakeAudio.last;
  audio.startPlaying();
  audio.loadMetadata(120);
  return audio;
}

beforeEach(() => {
  resetPlayerEngine();
  localStorage.clear();
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('Media Session', () => {
  it('shows the verse as title, Reign as artist and the app icons, and follows playing and paused', async () => {
    const { session } = fakeMediaSession();
    const audio = playFile();
    await Promise.resolve();
    expect(session.metadata).toMatchObject({ title: 'Psalm 23:1', artist: 'Reign' });
    expect(session.metadata?.artwork.map((a) => a.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
    ]);
    expect(session.playbackState).toBe('playing');
    audio.tick(30);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 120,
      playbackRate: 1,
      position: 30,
    });
    playerEngine.pause();
    expect(session.playbackState).toBe('paused');
  });

  it('answers play, pause, seekbackward, seekforward, seekto and stop', () => {
    const { session, handlers, press } = fakeMediaSession();
    const audio = playFile();
    for (const action of ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto']) {
      expect(handlers.get(action)).toBeTypeOf('function');
    }
    audio.tick(40);
    press('pause');
    expect(audio.pause).toHaveBeenCalled();
    expect(usePlayerStore.getState().state).toBe('paused');
    press('seekbackward');
    expect(audio.currentTime).toBe(25);
    press('seekforward', { seekOffset: 5 });
    expect(audio.currentTime).toBe(30);
    press('seekto', { seekTime: 90 });
    expect(audio.currentTime).toBe(90);
    press('play');
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(usePlayerStore.getState().state).toBe('playing');
    press('stop');
    expect(usePlayerStore.getState().state).toBe('idle');
    expect(audio.currentTime).toBe(0);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect(handlers.get('play')).toBeNull();
  });
});

describe('skips and seeking', () => {
  it('moves 15 seconds back and forward, never past either end', () => {
    const audio = playFile();
    audio.tick(20);
    playerEngine.skip(-15);
    expect(audio.currentTime).toBe(5);
    expect(usePlayerStore.getState().position).toBe(5);
    playerEngine.skip(-15);
    expect(audio.currentTime).toBe(0);
    playerEngine.seek(110);
    playerEngine.skip(15);
    expect(audio.currentTime).toBe(120);
  });
});

describe('speed', () => {
  it('sets the recording’s rate, remembers it on the device and starts the next track with it', () => {
    const audio = playFile();
    playerEngine.setRate(1.5);
    expect(audio.playbackRate).toBe(1.5);
    expect(audio.defaultPlaybackRate).toBe(1.5);
    expect(usePlayerStore.getState().rate).toBe(1.5);
    expect(localStorage.getItem('reign.audio.rate')).toBe('1.5');
    playerEngine.release();
    playerEngine.start(makeTrack('/uploads/audio/other.mp3', 'Other.', 'John 3:16'));
    expect(FakeAudio.last.playbackRate).toBe(1.5);
  });

  it('read aloud: starts the sentence being spoken again at the new rate', () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    playerEngine.start(speechTrack);
    expect(synth.queue.map((u) => u.text)).toEqual([
      'Psalm 23:1.',
      'The LORD is my shepherd; I shall not want.',
      'He makes me lie down.',
    ]);
    synth.startFirst();
    synth.finishFirst();
    expect(usePlayerStore.getState().spoken).toBe('The LORD is my shepherd; I shall not want.');
    playerEngine.setRate(2);
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.queue.map((u) => [u.text, u.rate])).toEqual([
      ['The LORD is my shepherd; I shall not want.', 2],
      ['He makes me lie down.', 2],
    ]);
    expect(usePlayerStore.getState()).toMatchObject({ state: 'playing', rate: 2 });
  });

  it('read aloud: in the language of the text (a Spanish reflection by a Spanish voice), English otherwise', () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    playerEngine.start(makeTrack(null, 'Salmos 23:1. Jehová es mi pastor.', 'Salmos 23:1', 'es-ES'));
    expect(synth.queue.map((u) => u.lang)).toEqual(['es-ES', 'es-ES']);
    playerEngine.release();
    playerEngine.start(speechTrack);
    expect(new Set(synth.queue.map((u) => u.lang))).toEqual(new Set(['en-US']));
  });

  it('read aloud: a seek while paused speaks from that sentence on Resume', () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    playerEngine.start(speechTrack);
    const { duration } = usePlayerStore.getState();
    expect(duration).toBeGreaterThan(3);
    playerEngine.pause();
    playerEngine.seek(duration - 0.5);
    expect(usePlayerStore.getState().spoken).toBe('He makes me lie down.');
    playerEngine.resume();
    expect(synth.queue.map((u) => u.text)).toEqual(['He makes me lie down.']);
    synth.finishFirst();
    expect(usePlayerStore.getState()).toMatchObject({ state: 'idle', spoken: null });
  });
});

describe('sleep timer', () => {
  it('pauses after the chosen minutes, then turns itself off', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const audio = playFile();
    playerEngine.setSleep(5);
    expect(usePlayerStore.getState().sleep).toEqual({ kind: 'at', minutes: 5, endsAt: Date.now() + 300_000 });
    vi.advanceTimersByTime(290_000);
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(5_000);
    // the last ten seconds fade out instead of stopping mid-word
    expect(audio.volume).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(4_000);
    expect(audio.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(audio.pause).toHaveBeenCalled();
    expect(usePlayerStore.getState()).toMatchObject({ state: 'paused', sleep: { kind: 'off' } });
    // the next Resume plays at the volume the person had
    expect(audio.volume).toBe(1);
  });

  it('a pause during the fade puts the volume back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const audio = playFile();
    playerEngine.setSleep(5);
    vi.advanceTimersByTime(295_000);
    expect(audio.volume).toBeLessThan(1);
    playerEngine.pause();
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(audio.volume).toBe(1);
  });

  it('a new choice replaces the old; Off and Stop cancel it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const audio = playFile();
    playerEngine.setSleep(30);
    playerEngine.setSleep(15);
    playerEngine.setSleep('off');
    vi.advanceTimersByTime(31 * 60_000);
    expect(audio.pause).not.toHaveBeenCalled();
    playerEngine.setSleep(5);
    playerEngine.stop();
    expect(usePlayerStore.getState().sleep).toEqual({ kind: 'off' });
  });

  it("'End of track' lets the track end and is then off", () => {
    const audio = playFile();
    playerEngine.setSleep('end');
    expect(usePlayerStore.getState().sleep).toEqual({ kind: 'end' });
    audio.finish();
    expect(usePlayerStore.getState()).toMatchObject({ state: 'idle', sleep: { kind: 'off' } });
  });
});
