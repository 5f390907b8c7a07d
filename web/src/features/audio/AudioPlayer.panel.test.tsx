import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playerEngine } from './engine/player-engine';
import PlayerHost from './panel/PlayerHost';
import { forgetEngineForTests, loadEngine } from './player-commands';
import { usePlayerStore } from './player-store';
import { ReadAloudParagraphs } from './ReadAloudParagraphs';
import { FakeAudio, FakeUtterance, fakeSpeechSynthesis } from './test-fakes';
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

async function playing() {
  const view = renderPlayer({ title: 'Psalm 23:1' });
  await startPlaying(view.user);
  const audio = FakeAudio.last;
  act(() => audio.loadMetadata(200));
  const panel = await screen.findByRole('group', { name: 'Playback' });
  return { ...view, audio, panel: within(panel) };
}

describe('the full controls while playing', () => {
  it("shows the position as a slider: elapsed and total, spoken as '1:05 of 3:20'", async () => {
    const { audio, panel } = await playing();
    act(() => audio.tick(65));
    const slider = panel.getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    expect(panel.getByText('1:05')).toBeInTheDocument();
    expect(panel.getByText('3:20')).toBeInTheDocument();
    // the keyboard scrubs a second at a time
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(66);
  });

  it('skips 15 seconds back and forward', async () => {
    const { audio, panel, user } = await playing();
    act(() => audio.tick(65));
    await user.click(panel.getByRole('button', { name: 'Back 15 seconds' }));
    expect(audio.currentTime).toBe(50);
    await user.click(panel.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(audio.currentTime).toBe(65);
  });

  it('offers the speeds 0.75x to 2x and the sleep timer', async () => {
    const { audio, panel, user } = await playing();
    await user.click(panel.getByRole('button', { name: 'Playback speed 1x' }));
    const speeds = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(speeds).toEqual(['0.75x', '1x', '1.25x', '1.5x', '2x']);
    await user.click(screen.getByRole('menuitem', { name: '1.25x' }));
    expect(audio.playbackRate).toBe(1.25);
    expect(panel.getByRole('button', { name: 'Playback speed 1.25x' })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Sleep timer: off' }));
    const choices = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(choices).toEqual(['Off', 'End of track', '5 minutes', '15 minutes', '30 minutes']);
    await user.click(screen.getByRole('menuitem', { name: '15 minutes' }));
    expect(await panel.findByRole('button', { name: /^Sleep timer: 1[45]:\d\d left$/ })).toBeInTheDocument();
  }, 15_000);

  it('offers to keep an uploaded recording for offline listening', async () => {
    const { panel } = await playing();
    // happy-dom has no Cache Storage: the button is left out rather than failing
    expect(panel.queryByRole('button', { name: 'Keep for offline' })).not.toBeInTheDocument();
  });
});

describe('the mini player', () => {
  it('shows the playing track away from its control: title, Pause/Resume and Close', async () => {
    const { audio, unmount, user } = await playing();
    const host = renderWithProviders(<PlayerHost />);
    // its own control is on screen: no mini player
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();
    unmount();
    const mini = within(await host.findByRole('region', { name: 'Now playing' }));
    expect(mini.getByText('Psalm 23:1')).toBeInTheDocument();
    await user.click(mini.getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    // the same button turns into Resume: the focus stays on it
    expect(document.activeElement).toBe(mini.getByRole('button', { name: 'Resume' }));
    await user.click(mini.getByRole('button', { name: 'Resume' }));
    expect(audio.play).toHaveBeenCalledTimes(2);
    act(() => audio.startPlaying());
    await user.click(mini.getByRole('button', { name: 'Close player' }));
    expect(audio.paused).toBe(true);
    expect(host.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();
  });
});

describe('read aloud', () => {
  it('marks the sentence being spoken in the reflection', async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const reflection = 'God provides. Rest in his care today.\n\nFollow where he leads.';
    const { user } = renderPlayer({ audioUrl: null, text: `Psalm 23:1. ${TEXT}\n\n${reflection}` });
    renderWithProviders(<ReadAloudParagraphs text={reflection} />);
    expect(document.querySelector('mark')).toBeNull();
    await user.click(button('Read aloud'));
    act(() => synth.startFirst());
    act(() => synth.finishFirst());
    act(() => synth.finishFirst());
    expect(document.querySelector('mark')).toBeNull(); // the verse is being read, not the reflection
    act(() => synth.finishFirst());
    const mark = document.querySelector('mark[aria-current="true"]');
    expect(mark?.textContent).toBe('God provides.');
    expect(mark?.parentElement?.textContent).toBe('God provides. Rest in his care today.');
    act(() => synth.finishFirst());
    expect(document.querySelector('mark')?.textContent).toBe('Rest in his care today.');
    await user.click(button('Stop'));
    expect(document.querySelector('mark')).toBeNull();
  });
});

describe('a press before the player’s code has loaded', () => {
  it('plays inside the press, then the player takes the element over', async () => {
    forgetEngineForTests();
    const { user } = renderPlayer();
    await user.click(button('Listen'));
    const audio = FakeAudio.last;
    expect(audio.src).toBe(URL_A);
    expect(audio.play).toHaveBeenCalledTimes(1);
    await loadEngine();
    act(() => audio.startPlaying());
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(FakeAudio.instances).toHaveLength(1);
    await user.click(button('Pause'));
    expect(audio.pause).toHaveBeenCalled();
    expect(usePlayerStore.getState().state).toBe('paused');
    act(() => playerEngine.stop());
  });
});
