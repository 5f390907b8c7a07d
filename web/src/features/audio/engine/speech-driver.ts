import { clampTime, type Driver, type Sink } from './driver';
import { audioToasts } from './engine-toasts';
import { partPieces, speechPieces } from './sentences';

/** Characters a voice reads in a second at 1x (about 165 words a minute): the time estimates. */
export const CHARS_PER_SECOND = 15;
/** How often the estimated position moves on while the voice speaks. */
const TICK_MS = 250;

/**
 * Reads `text` with the browser's speech synthesis, one utterance a sentence (a long one in
 * pieces), so the sentence being spoken can be highlighted and a new speed or a seek restarts at a
 * sentence. Times are estimates (characters at CHARS_PER_SECOND), like a recording's at 1x. `lang`:
 * the voice's language (the text's: a Spanish reflection is read by a Spanish voice). `parts`: read
 * these (a chapter's verses) instead of `text`'s sentences, the part being read told to the sink.
 */
export function speechDriver(
  text: string,
  sink: Sink,
  initialRate: number,
  lang = 'en-US',
  parts?: readonly string[],
): Driver {
  const synth = window.speechSynthesis;
  const pieces = parts ? partPieces(parts) : speechPieces(text);
  const starts: number[] = [];
  let total = 0;
  for (const piece of pieces) {
    starts.push(total / CHARS_PER_SECOND);
    total += piece.text.length + 1;
  }
  const duration = total / CHARS_PER_SECOND;
  let rate = initialRate;
  let index = 0;
  /** wall-clock ms when the current piece started (moved on by pauses) */
  let pieceStartedAt = Date.now();
  let pausedAt = 0;
  /** a piece to speak from on Resume (a seek or a new speed while paused) */
  let pendingFrom: number | null = null;
  /** bumped on every (re)start and stop, so callbacks of cancelled utterances are ignored */
  let run = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const position = () => {
    const start = starts[index] ?? 0;
    if (pendingFrom !== null) return starts[pendingFrom] ?? 0;
    const now = pausedAt || Date.now();
    const pieceLength = ((pieces[index]?.text.length ?? 0) + 1) / CHARS_PER_SECOND;
    return start + Math.min(((now - pieceStartedAt) / 1000) * rate, pieceLength);
  };
  const report = () => sink.progress(clampTime(position(), duration), duration);
  const tick = (on: boolean) => {
    clearInterval(ticker);
    ticker = on ? setInterval(report, TICK_MS) : undefined;
  };
  const enter = (i: number) => {
    index = i;
    pieceStartedAt = Date.now();
    pausedAt = 0;
    sink.spoken(pieces[i]?.sentence ?? null, pieces[i]?.part ?? null);
    report();
  };
  const cancel = () => {
    run += 1;
    // A paused engine may keep the queue after cancel() in some browsers; resume first.
    synth.resume();
    synth.cancel();
  };
  const finish = (state: 'idle') => {
    tick(false);
    sink.spoken(null);
    sink.go(state);
  };

  const speakFrom = (from: number) => {
    cancel();
    pendingFrom = null;
    const thisRun = run;
    const live = () => run === thisRun && sink.current();
    pieces.slice(from).forEach((piece, offset) => {
      const utterance = new SpeechSynthesisUtterance(piece.text);
      utterance.lang = lang;
      utterance.rate = rate;
      utterance.onstart = () => {
        if (live()) enter(from + offset);
      };
      if (from + offset === pieces.length - 1) {
        utterance.onend = () => {
          if (!live()) return;
          run += 1;
          index = 0;
          sink.progress(0, duration);
          finish('idle');
          sink.ended();
        };
      }
      utterance.onerror = (event: SpeechSynthesisErrorEvent) => {
        if (!live() || event.error === 'interrupted' || event.error === 'canceled') return;
        cancel();
        if (event.error === 'not-allowed') audioToasts.autoplayBlocked();
        else audioToasts.speechFailed();
        finish('idle');
      };
      synth.speak(utterance);
    });
    enter(from);
    sink.go('playing');
    tick(true);
  };

  const pieceAt = (seconds: number) => {
    let found = 0;
    for (let i = 0; i < starts.length; i += 1) if ((starts[i] ?? 0) <= seconds + 0.01) found = i;
    return found;
  };

  if (pieces.length > 0) speakFrom(0);
  else sink.go('idle');

  return {
    restart() {
      if (sink.state() === 'idle' && pieces.length > 0) speakFrom(0);
    },
    pause() {
      if (sink.state() !== 'playing') return;
      synth.pause();
      pausedAt = Date.now();
      tick(false);
      sink.go('paused');
      report();
    },
    resume() {
      if (sink.state() !== 'paused') return;
      if (pendingFrom !== null) {
        speakFrom(pendingFrom);
        return;
      }
      synth.resume();
      pieceStartedAt += Date.now() - pausedAt;
      pausedAt = 0;
      sink.go('playing');
      tick(true);
    },
    stop() {
      if (sink.state() === 'idle') return;
      cancel();
      index = 0;
      pendingFrom = null;
      sink.progress(0, duration);
      finish('idle');
    },
    release() {
      if (sink.state() !== 'idle') cancel();
      tick(false);
    },
    seek(seconds) {
      const to = pieceAt(clampTime(seconds, duration));
      if (sink.state() === 'playing') speakFrom(to);
      else if (sink.state() === 'paused') {
        pendingFrom = to;
        index = to;
        sink.spoken(pieces[to]?.sentence ?? null, pieces[to]?.part ?? null);
        report();
      }
    },
    setRate(next) {
      rate = next;
      // The voice takes a rate per utterance: the current sentence starts again at the new speed.
      if (sink.state() === 'playing') speakFrom(index);
      else if (sink.state() === 'paused') pendingFrom = index;
    },
  };
}
