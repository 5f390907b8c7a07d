/** Fakes of HTMLAudioElement and speechSynthesis for the audio player's tests. */
import { vi } from 'vitest';
import { fakeMatchMedia } from '../../test/dom';

type Deferred = { resolve: () => void; reject: (err: unknown) => void };

export class FakeAudio extends EventTarget {
  static instances: FakeAudio[] = [];
  static get last(): FakeAudio {
    const audio = FakeAudio.instances.at(-1);
    if (!audio) throw new Error('No audio element was created');
    return audio;
  }

  src = '';
  preload = '';
  currentTime = 0;
  playbackRate = 1;
  volume = 1;
  defaultPlaybackRate = 1;
  duration = Number.NaN;
  readyState = 0;
  paused = true;
  ended = false;
  error: { code: number } | null = null;
  private pending: Deferred | null = null;

  constructor() {
    super();
    FakeAudio.instances.push(this);
  }

  play = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        this.pending = { resolve, reject };
      }),
  );
  pause = vi.fn(() => {
    const wasPlaying = !this.paused;
    this.paused = true;
    if (wasPlaying) this.dispatchEvent(new Event('pause'));
  });
  load = vi.fn();
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }

  /** The file loaded: metadata of `duration` seconds. */
  loadMetadata(duration = 120) {
    this.duration = duration;
    this.readyState = 1;
    this.dispatchEvent(new Event('loadedmetadata'));
  }
  /** The pending play() succeeds. */
  startPlaying() {
    this.readyState = 4;
    this.paused = false;
    this.dispatchEvent(new Event('playing'));
    this.pending?.resolve();
    this.pending = null;
  }
  /** The pending play() fails with a DOMException of `name`. */
  failPlay(name: string) {
    this.pending?.reject(new DOMException('play() failed', name));
    this.pending = null;
  }
  tick(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
  finish() {
    this.ended = true;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
  fail(code: number) {
    this.error = { code };
    this.dispatchEvent(new Event('error'));
  }
}

export class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

export function fakeSpeechSynthesis() {
  const queue: FakeUtterance[] = [];
  const synth = {
    queue,
    speak: vi.fn((u: FakeUtterance) => {
      queue.push(u);
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(() => {
      const dropped = queue.splice(0);
      for (const u of dropped) u.onerror?.({ error: 'interrupted' });
    }),
    /** The first queued utterance starts being spoken. */
    startFirst() {
      queue[0]?.onstart?.();
    },
    /** The first queued utterance is spoken to its end (the next one starts). */
    finishFirst() {
      const u = queue.shift();
      u?.onend?.();
      queue[0]?.onstart?.();
    },
    /** Every queued utterance is spoken to its end. */
    finishAll() {
      for (const u of queue.splice(0)) u.onend?.();
    },
  };
  return synth;
}

/** matchMedia answering `true` for the listed queries. */
export function stubMatchMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(matching));
}
