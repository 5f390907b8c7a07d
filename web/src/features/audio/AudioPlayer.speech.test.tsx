import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer';
import { readAudioPosition, saveAudioPosition } from './audio-position';
import { FakeAudio, FakeUtterance, fakeSpeechSynthesis } from './test-fakes';
import { button, renderPlayer, setUpPlayerTests, TEXT, URL_A } from './test-render';

setUpPlayerTests();

describe('AudioPlayer without a recording', () => {
  it("offers 'Read aloud' with speech synthesis: Pause, Resume, Stop", async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: null });
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();

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
    expect(button('Read aloud')).toBeInTheDocument();
    // The cancelled utterances' 'interrupted' errors are not failures.
    expect(screen.queryByText('Read aloud failed')).not.toBeInTheDocument();
  });

  it('returns to idle when the text has been read', async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: '' });
    await user.click(button('Read aloud'));
    act(() => synth.finishAll());
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it("says 'Read aloud failed' when the voice fails", async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderPlayer({ audioUrl: null });
    await user.click(button('Read aloud'));
    act(() => synth.queue[0]?.onerror?.({ error: 'synthesis-failed' }));
    expect(await screen.findByText('Read aloud failed')).toBeInTheDocument();
    expect(button('Read aloud')).toBeInTheDocument();
  });

  it('stops reading when its text changes, and keeps reading when removed', async () => {
    const synth = fakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user, rerender, unmount } = renderPlayer({ audioUrl: null });
    await user.click(button('Read aloud'));
    synth.cancel.mockClear();
    rerender(<AudioPlayer audioUrl={null} text="Another reflection." />);
    expect(synth.cancel).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    await user.click(button('Read aloud'));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).not.toHaveBeenCalled();
    expect(synth.queue.map((u) => u.text)).toEqual(['Another reflection.']);
  });

  it('shows nothing (and logs) when there is neither a recording nor speech synthesis', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderPlayer({ audioUrl: null });
    expect(container.querySelector('button')).not.toBeInTheDocument();
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
