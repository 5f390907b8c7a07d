import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayer, NARROW_QUERY } from './AudioPlayer';
import { AUDIO_POSITION_KEY, readAudioPosition } from './audio-position';
import { resetPlayerEngine } from './engine/player-engine';
import { usePlayerStore } from './player-store';
import { FakeAudio, stubMatchMedia } from './test-fakes';
import {
  button,
  renderPlayer,
  renderWithProviders,
  setUpPlayerTests,
  startPlaying,
  TEXT,
  URL_A,
} from './test-render';

setUpPlayerTests();

describe('AudioPlayer with an uploaded recording', () => {
  it("shows 'Listen' (or the given label) while idle", () => {
    const { unmount } = renderPlayer();
    expect(button('Listen')).toBeInTheDocument();
    unmount();
    renderPlayer({ label: 'Listen to the verse' });
    expect(button('Listen to the verse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('loads with a disabled spinner button, then offers Pause and Stop while playing', async () => {
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    const audio = FakeAudio.last;
    expect(audio.src).toBe(URL_A);
    expect(audio.play).toHaveBeenCalledTimes(1);
    const listen = button('Listen') as HTMLButtonElement;
    expect(listen).toBeDisabled();
    expect(listen).toHaveAttribute('aria-busy', 'true');
    expect(listen).toHaveAttribute('data-loading', 'true');

    act(() => audio.startPlaying());
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(button('Stop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
  });

  it('pauses (Resume), resumes (Pause) and stops (rewound, back to Listen)', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    const audio = FakeAudio.last;

    await user.click(button('Pause'));
    expect(audio.pause).toHaveBeenCalled();
    expect(button('Resume')).toBeInTheDocument();
    expect(button('Stop')).toBeInTheDocument();

    await user.click(button('Resume'));
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(button('Pause')).toBeInTheDocument();
    act(() => audio.startPlaying());

    act(() => audio.tick(12));
    await user.click(button('Stop'));
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);
    expect(button('Listen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    // Stopped means back to the start: nothing to resume.
    expect(readAudioPosition(URL_A)).toBe(0);
  });

  it('returns to idle at the end of playback', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.finish());
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(readAudioPosition(URL_A)).toBe(0);
  });

  it('plays again from idle after Stop with the same element', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    await user.click(button('Stop'));
    await startPlaying(user);
    expect(FakeAudio.instances).toHaveLength(1);
  });

  it.each([
    {
      refusal: 'NotAllowedError',
      title: 'Autoplay blocked',
      message: 'Please tap the play button to listen to the audio',
      color: undefined,
    },
    {
      refusal: 'NotSupportedError',
      title: 'Audio playback failed',
      message: 'Unable to play the audio file. Please try again.',
      color: 'red',
    },
  ])('says $title (3000 ms) when play() fails with $refusal', async ({ refusal, title, message, color }) => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    act(() => FakeAudio.last.failPlay(refusal));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title, color, autoClose: 3000 }));
    expect(button('Listen')).toBeEnabled();
  });

  it("says 'Audio loading failed' when the file cannot be loaded (and not twice)", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    const audio = FakeAudio.last;
    act(() => audio.fail(4));
    act(() => audio.failPlay('NotSupportedError'));
    expect(await screen.findByText('Audio loading failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to load the audio file. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(button('Listen')).toBeEnabled());
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });

  it("says 'Audio playback error' when playback breaks after it started", async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.fail(2));
    expect(await screen.findByText('Audio playback error')).toBeInTheDocument();
    expect(screen.getByText('Unable to play the audio file. Please try again.')).toBeInTheDocument();
    expect(button('Listen')).toBeInTheDocument();
  });

  it('ignores an AbortError from a play() interrupted by a pause', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    await user.click(button('Pause'));
    await user.click(button('Resume'));
    await user.click(button('Pause'));
    act(() => FakeAudio.last.failPlay('AbortError'));
    expect(button('Resume')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Resume when the system pauses the recording (headset, media keys)', async () => {
    const { user } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.pause());
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('resets when its text changes: stops and lets go of the file', async () => {
    const { user, rerender } = renderPlayer();
    await startPlaying(user);
    const audio = FakeAudio.last;
    rerender(<AudioPlayer audioUrl={URL_A} text="Another verse" />);
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(audio.load).toHaveBeenCalled();
  });

  it('resets when its audioUrl changes', async () => {
    const { user, rerender } = renderPlayer();
    await startPlaying(user);
    const first = FakeAudio.last;
    rerender(<AudioPlayer audioUrl="/uploads/other.mp3" text={TEXT} />);
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(first.paused).toBe(true);
    await startPlaying(user);
    expect(FakeAudio.last.src).toBe('/uploads/other.mp3');
  });

  it('keeps playing when it is removed (another page): the player outlives its control', async () => {
    const { user, unmount } = renderPlayer();
    await startPlaying(user);
    const audio = FakeAudio.last;
    unmount();
    expect(audio.paused).toBe(false);
    expect(audio.src).toBe(URL_A);
    expect(usePlayerStore.getState()).toMatchObject({ state: 'playing', track: { url: URL_A } });
    // Back on its page, the control shows the playback as it is.
    renderPlayer();
    expect(button('Pause')).toBeInTheDocument();
    expect(FakeAudio.instances).toHaveLength(1);
  });

  it('resumes where the person left off the same day', async () => {
    const { user, unmount } = renderPlayer();
    await startPlaying(user);
    act(() => FakeAudio.last.tick(42.5));
    unmount();
    // the page is reloaded (or the app closed): the position was kept
    act(() => resetPlayerEngine());
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
    expect(listen).toHaveAttribute('aria-label', 'Listen');
    expect(listen.textContent).toBe('');
    await startPlaying(user);
    expect(button('Pause').textContent).toBe('');
    expect(button('Stop')).toHaveAttribute('aria-label', 'Stop');
  });

  it("shows its tooltip after 700 ms: '{label} - Click to play uploaded audio', then 'Loading audio...'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithProviders(<AudioPlayer audioUrl={URL_A} text={TEXT} label="Listen" />);
    const listen = button('Listen');
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByText('Listen - Click to play uploaded audio')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Listen - Click to play uploaded audio')).toBeInTheDocument();
    fireEvent.click(listen);
    expect(screen.getByText('Loading audio...')).toBeInTheDocument();
    // Leaving closes it; coming back within 300 ms opens it at once (the skip delay).
    fireEvent.mouseLeave(listen.parentElement as HTMLElement);
    expect(screen.queryByText('Loading audio...')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Loading audio...')).toBeInTheDocument();
    // After longer than 300 ms the full open delay applies again.
    fireEvent.mouseLeave(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(301));
    fireEvent.mouseEnter(listen.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Loading audio...')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Loading audio...')).toBeInTheDocument();
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
