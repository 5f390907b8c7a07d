import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { AudioPlayer, NARROW_QUERY } from './AudioPlayer';
import { AUDIO_POSITION_KEY, readAudioPosition, saveAudioPosition } from './audio-position';
import { loadPlayerTooltip } from './PlayerTooltip';
import { FakeAudio, FakeUtterance, fakeSpeechSynthesis, stubMatchMedia } from './test-fakes';

// The tooltip's chunk loads on the first hover in the app; loaded here first, the fake-timer tests
// below see it open at exactly 700 ms.
beforeAll(() => loadPlayerTooltip());

const URL_A = '/uploads/psalm-23.mp3';
const TEXT = 'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures.';

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
  // No speech synthesis unless a test adds it.
  vi.stubGlobal('speechSynthesis', undefined);
  vi.stubGlobal('SpeechSynthesisUtterance', undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Mantine and toasts around the player; `rerender` keeps them (unlike a router-based helper). */
function renderWithProviders(ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <Notifications limit={1} />
        {children}
      </MantineProvider>
    ),
  });
}

function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(<AudioPlayer audioUrl={URL_A} text={TEXT} {...props} />);
  return { ...view, user };
}

const button = (name: string) => screen.getByRole('button', { name });

async function startPlaying(user: ReturnType<typeof userEvent.setup>, name = 'Listen') {
  await user.click(button(name));
  act(() => FakeAudio.last.startPlaying());
  await screen.findByRole('button', { name: 'Pause' });
}

describe('AudioPlayer with an uploaded recording', () => {
  it("shows 'Listen' (or the given label) while idle", () => {
    const { unmount } = renderPlayer();
    expect(button('Listen')).toBeTruthy();
    unmount();
    renderPlayer({ label: 'Listen to the verse' });
    expect(button('Listen to the verse')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('loads with a disabled spinner button, then offers Pause and Stop while playing', async () => {
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    const audio = FakeAudio.last;
    expect(audio.src).toBe(URL_A);
    expect(audio.play).toHaveBeenCalledTimes(1);
    const listen = button('Listen') as HTMLButtonElement;
    expect(listen.disabled).toBe(true);
    expect(listen.getAttribute('aria-busy')).toBe('true');
    expect(listen.getAttribute('data-loading')).toBe('true');

    act(() => audio.startPlaying());
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(button('Stop')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
  });

  it('pauses (Resume), resumes (Pause) and stops (rewound, back to Listen)', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    const audio = FakeAudio.last;

    await user.click(button('Pause'));
    expect(audio.pause).toHaveBeenCalled();
    expect(button('Resume')).toBeTruthy();
    expect(button('Stop')).toBeTruthy();

    await user.click(button('Resume'));
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(button('Pause')).toBeTruthy();
    act(() => audio.startPlaying());

    act(() => audio.tick(12));
    await user.click(button('Stop'));
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);
    expect(button('Listen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    // Stopped means back to the start: nothing to resume.
    expect(readAudioPosition(URL_A)).toBe(0);
  });

  it('returns to idle at the end of playback', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.finish());
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(readAudioPosition(URL_A)).toBe(0);
  });

  it('plays again from idle after Stop with the same element', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    await user.click(button('Stop'));
    await startPlaying(user);
    expect(FakeAudio.instances).toHaveLength(1);
  });

  it("says 'Autoplay blocked' (default style, 3000 ms) when the browser refuses to play", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    act(() => FakeAudio.last.failPlay('NotAllowedError'));
    expect(await screen.findByText('Autoplay blocked')).toBeTruthy();
    expect(screen.getByText('Please tap the play button to listen to the audio')).toBeTruthy();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Autoplay blocked', color: undefined, autoClose: 3000 }),
    );
    expect((button('Listen') as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Audio playback failed' when play() fails for another reason", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    act(() => FakeAudio.last.failPlay('NotSupportedError'));
    expect(await screen.findByText('Audio playback failed')).toBeTruthy();
    expect(screen.getByText('Unable to play the audio file. Please try again.')).toBeTruthy();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'red', autoClose: 3000 }));
    expect(button('Listen')).toBeTruthy();
  });

  it("says 'Audio loading failed' when the file cannot be loaded (and not twice)", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    const audio = FakeAudio.last;
    act(() => audio.fail(4));
    act(() => audio.failPlay('NotSupportedError'));
    expect(await screen.findByText('Audio loading failed')).toBeTruthy();
    expect(screen.getByText('Unable to load the audio file. Please try again.')).toBeTruthy();
    await waitFor(() => expect((button('Listen') as HTMLButtonElement).disabled).toBe(false));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });

  it("says 'Audio playback error' when playback breaks after it started", async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.fail(2));
    expect(await screen.findByText('Audio playback error')).toBeTruthy();
    expect(screen.getByText('Unable to play the audio file. Please try again.')).toBeTruthy();
    expect(button('Listen')).toBeTruthy();
  });

  it('ignores an AbortError from a play() interrupted by a pause', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    await user.click(button('Pause'));
    await user.click(button('Resume'));
    await user.click(button('Pause'));
    act(() => FakeAudio.last.failPlay('AbortError'));
    expect(button('Resume')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Resume when the system pauses the recording (headset, media keys)', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.pause());
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('resets when its text changes: stops and lets go of the file', async () => {
    const { user, rerender } = renderPlayer();
    await startPlaying(user);
    const audio = FakeAudio.last;
    rerender(<AudioPlayer audioUrl={URL_A} text="Another verse" />);
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(audio.load).toHaveBeenCalled();
  });

  it('resets when its audioUrl changes and when it is removed', async () => {
    const { user, rerender, unmount } = renderPlayer();
    await startPlaying(user);
    const first = FakeAudio.last;
    rerender(<AudioPlayer audioUrl="/uploads/other.mp3" text={TEXT} />);
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(first.paused).toBe(true);
    await startPlaying(user);
    const second = FakeAudio.last;
    expect(second.src).toBe('/uploads/other.mp3');
    unmount();
    expect(second.paused).toBe(true);
    expect(second.src).toBe('');
  });

  it('resumes where the person left off the same day', async () => {
    const { user, unmount } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.tick(42.5));
    unmount();
    expect(readAudioPosition(URL_A)).toBe(42.5);

    const again = renderPlayer();
    await again.user.click(button('Listen'));
    const audio = FakeAudio.last;
    act(() => audio.loadMetadata(120));
    expect(audio.currentTime).toBe(42.5);
  });

  it('starts from the beginning when the saved position is from another day', async () => {
    window.localStorage.setItem(
      AUDIO_POSITION_KEY,
      JSON.stringify({ date: '2001-01-01', positions: { [URL_A]: 30 } }),
    );
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    act(() => FakeAudio.last.loadMetadata(120));
    expect(FakeAudio.last.currentTime).toBe(0);
  });

  it('adds a timestamp to the URL in standalone display mode', async () => {
    stubMatchMedia(['(display-mode: standalone)']);
    const { user } = renderPlayer({ audioUrl: '/uploads/a.mp3?v=2' });
    await user.click(button('Listen'));
    expect(FakeAudio.last.src).toMatch(/^\/uploads\/a\.mp3\?v=2&t=\d+$/);
  });

  it('hides the button labels on narrow screens but keeps their names', async () => {
    stubMatchMedia([NARROW_QUERY]);
    const { user } = renderPlayer();
    const listen = button('Listen');
    expect(listen.getAttribute('aria-label')).toBe('Listen');
    expect(listen.textContent).toBe('');
    await startPlaying(user);
    expect(button('Pause').textContent).toBe('');
    expect(button('Stop').getAttribute('aria-label')).toBe('Stop');
  });

  it("shows its tooltip after 700 ms: '{label} - Click to play uploaded audio', then 'Loading audio...'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithProviders(<AudioPlayer audioUrl={URL_A} text={TEXT} label="Listen" />);
    const listen = button('Listen');
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByText('Listen - Click to play uploaded audio')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Listen - Click to play uploaded audio')).toBeTruthy();
    fireEvent.click(listen);
    expect(screen.getByText('Loading audio...')).toBeTruthy();
    // Leaving closes it; coming back within 300 ms opens it at once (the skip delay).
    fireEvent.mouseLeave(listen.parentElement as HTMLElement);
    expect(screen.queryByText('Loading audio...')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Loading audio...')).toBeTruthy();
    // After longer than 300 ms the full open delay applies again.
    fireEvent.mouseLeave(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(301));
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Loading audio...')).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Loading audio...')).toBeTruthy();
  });

  it('keeps keyboard focus on the main button as the buttons swap', async () => {
    const { user } = renderPlayer();
    await user.tab();
    expect(document.activeElement).toBe(button('Listen'));
    await user.keyboard('{Enter}');
    act(() => FakeAudio.last.startPlaying());
    await waitFor(() => expect(document.activeElement).toBe(button('Pause')));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Resume')));
  });
});

describe('AudioPlayer without a recording', () => {
  it("offers 'Read aloud' with speech synthesis: Pause, Resume, Stop", async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: null });
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();

    await user.click(button('Read aloud'));
    expect(synth.speak).toHaveBeenCalled();
    expect(synth.queue.map((u) => u.text).join(' ')).toBe(TEXT);
    expect(FakeAudio.instances).toHaveLength(0);

    await user.click(button('Pause'));
    expect(synth.pause).toHaveBeenCalled();
    await user.click(button('Resume'));
    expect(synth.resume).toHaveBeenCalled();
    await user.click(button('Stop'));
    expect(synth.cancel).toHaveBeenCalled();
    expect(button('Read aloud')).toBeTruthy();
    // The cancelled utterances' 'interrupted' errors are not failures.
    expect(screen.queryByText('Read aloud failed')).toBeNull();
  });

  it('returns to idle when the text has been read', async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: '' });
    await user.click(button('Read aloud'));
    act(() => synth.finishAll());
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it("says 'Read aloud failed' when the voice fails", async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: null });
    await user.click(button('Read aloud'));
    act(() => synth.queue[0]?.onerror?.({ error: 'synthesis-failed' }));
    expect(await screen.findByText('Read aloud failed')).toBeTruthy();
    expect(button('Read aloud')).toBeTruthy();
  });

  it('stops reading when removed or when its text changes', async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user, rerender, unmount } = renderPlayer({ audioUrl: null });
    await user.click(button('Read aloud'));
    synth.cancel.mockClear();
    rerender(<AudioPlayer audioUrl={null} text="Another reflection." />);
    expect(synth.cancel).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeTruthy();
    await user.click(button('Read aloud'));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('shows nothing (and logs) when there is neither a recording nor speech synthesis', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderPlayer({ audioUrl: null });
    expect(container.querySelector('button')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('audio positions', () => {
  it('keeps one day and forgets the others', () => {
    const day1 = new Date('2026-03-10T15:00:00Z');
    const day2 = new Date('2026-03-11T15:00:00Z');
    saveAudioPosition(URL_A, 10, day1);
    expect(readAudioPosition(URL_A, day1)).toBe(10);
    expect(readAudioPosition(URL_A, day2)).toBe(0);
    saveAudioPosition('/b.mp3', 5, day2);
    expect(readAudioPosition(URL_A, day1)).toBe(0);
    // The Central date decides: 04:00 UTC on the 11th is still the 10th in Chicago.
    saveAudioPosition(URL_A, 7, new Date('2026-03-11T04:00:00Z'));
    expect(readAudioPosition(URL_A, day1)).toBe(7);
  });
});
