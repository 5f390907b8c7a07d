import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTrack, usePlayerStore } from '../player-store';
import { FakeUtterance, fakeSpeechSynthesis } from '../test-fakes';
import { playerEngine, resetPlayerEngine } from './player-engine';

const VERSES = ['In the beginning.', 'And the earth was without form.', 'And God said.'];

let synth: ReturnType<typeof fakeSpeechSynthesis>;

beforeEach(() => {
  resetPlayerEngine();
  localStorage.clear();
  synth = fakeSpeechSynthesis();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  resetPlayerEngine();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const chapterTrack = (onEnd: () => void) =>
  makeTrack(null, VERSES.join('\n'), 'Genesis 1', 'en', { parts: VERSES, onEnd });

describe('a track read in parts (a chapter)', () => {
  it('speaks each part, names the one being spoken, and calls onEnd at its end only', () => {
    const onEnd = vi.fn();
    playerEngine.start(chapterTrack(onEnd));
    expect(synth.queue.map((u) => u.text)).toEqual(VERSES);
    expect(usePlayerStore.getState().spokenPart).toBe(0);
    synth.finishFirst();
    expect(usePlayerStore.getState()).toMatchObject({ spokenPart: 1, spoken: VERSES[1] });
    synth.finishAll();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(usePlayerStore.getState()).toMatchObject({ state: 'idle', spokenPart: null });

    playerEngine.start(chapterTrack(onEnd));
    playerEngine.stop();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("with the sleep timer at 'End of track' stops at the chapter's end instead of going on", () => {
    const onEnd = vi.fn();
    playerEngine.start(chapterTrack(onEnd));
    playerEngine.setSleep('end');
    synth.finishAll();
    expect(onEnd).not.toHaveBeenCalled();
    expect(usePlayerStore.getState().sleep).toEqual({ kind: 'off' });
  });

  it('keeps a sleep timer of minutes running into the next chapter', () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    playerEngine.start(chapterTrack(onEnd));
    playerEngine.setSleep(15);
    synth.finishAll();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(usePlayerStore.getState().sleep.kind).toBe('at');
    playerEngine.start(
      makeTrack(null, 'Chapter two.', 'Genesis 2', 'en', { parts: ['Chapter two.'], onEnd }),
    );
    vi.advanceTimersByTime(15 * 60_000);
    expect(usePlayerStore.getState()).toMatchObject({ state: 'paused', sleep: { kind: 'off' } });
  });
});
