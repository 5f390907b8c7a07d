import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { resetPlayerEngine } from '../audio/engine/player-engine';
import { loadEngine } from '../audio/player-commands';
import { usePlayerStore } from '../audio/player-store';
import { FakeUtterance, fakeSpeechSynthesis } from '../audio/test-fakes';
import { forgetChapterListening } from './ChapterListen';
import { TRANSLATION_KEY } from './translation-choice';

const chapter = (n: number, verses: string[]) => ({
  book: 'Jude',
  name: 'Judas',
  osis: 'Jude',
  translation: 'RV1909',
  chapter: n,
  chapterCount: 2,
  verses,
  previous: n > 1 ? { book: 'Jude', osis: 'Jude', chapter: n - 1 } : null,
  next: n < 2 ? { book: 'Jude', osis: 'Jude', chapter: n + 1 } : null,
});
const ONE = ['Judas, siervo de Jesucristo.', 'Misericordia y paz os sean multiplicadas.', 'Amados.'];
const TWO = ['Al que es poderoso.', 'Sea gloria.'];

let synth: ReturnType<typeof fakeSpeechSynthesis>;

beforeAll(async () => {
  await loadEngine();
});

beforeEach(() => {
  resetPlayerEngine();
  forgetChapterListening();
  synth = fakeSpeechSynthesis();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  localStorage.setItem(TRANSLATION_KEY, 'rv1909');
  stubApi(({ path }) => {
    if (path.startsWith('/api/bible/Jude/1')) return json(200, chapter(1, ONE));
    if (path.startsWith('/api/bible/Jude/2')) return json(200, chapter(2, TWO));
    return signedOut();
  });
});

afterEach(() => {
  resetPlayerEngine();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const spokenVerse = () => document.querySelector('[aria-current="true"]')?.id ?? null;

describe('Listen in the Bible reader', () => {
  it('reads the chapter verse by verse in its language, the verse being read marked', async () => {
    const user = userEvent.setup();
    renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    expect(spokenVerse()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(synth.queue.map((u) => u.text)).toEqual(ONE);
    expect(synth.queue.every((u) => u.lang === 'es')).toBe(true);
    expect(spokenVerse()).toBe('v1');
    expect(document.getElementById('v1')).toHaveAttribute('data-spoken');
    // the press keeps the keyboard in the player: Pause takes the Listen button's place
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    act(() => synth.finishFirst());
    expect(spokenVerse()).toBe('v2');
    act(() => synth.finishFirst());
    expect(spokenVerse()).toBe('v3');
  });

  it('goes on to the next chapter at the end, opening it in the reader', async () => {
    const user = userEvent.setup();
    renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    await user.click(screen.getByRole('button', { name: 'Listen' }));

    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();

    act(() => synth.finishAll());
    expect(await screen.findByRole('heading', { level: 1, name: 'Judas 2' })).toBeInTheDocument();
    await waitFor(() => expect(synth.queue.map((u) => u.text)).toEqual(TWO));
    expect(synth.queue.every((u) => u.lang === 'es')).toBe(true);
    await waitFor(() => expect(spokenVerse()).toBe('v1'));
    expect(screen.getByText(TWO[0] as string).closest('p')).toHaveAttribute('aria-current', 'true');
    expect(usePlayerStore.getState().track?.title).toBe('Judas 2');
    // the keyboard stays on the player: the next chapter's Pause
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus());

    // the last chapter's end: the reader stays, the player goes back to Listen
    act(() => synth.finishAll());
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Judas 2' })).toBeInTheDocument();
    expect(spokenVerse()).toBeNull();
  });

  it('from another page, the chapter just ends: the reader does not come back', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await act(() => router.navigate('/bible'));
    await waitFor(() => expect(screen.queryByText(ONE[0] as string)).not.toBeInTheDocument());
    expect(synth.queue).toHaveLength(3);

    act(() => synth.finishAll());
    expect(router.state.location.pathname).toBe('/bible');
    expect(usePlayerStore.getState().state).toBe('idle');
  });

  it('reads at the speed chosen on this device', async () => {
    localStorage.setItem('reign.audio.rate', '1.5');
    const user = userEvent.setup();
    renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(synth.queue.map((u) => u.rate)).toEqual([1.5, 1.5, 1.5]);
  });

  it('stops: silent, no verse marked, Listen again, and no next chapter', async () => {
    const user = userEvent.setup();
    renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.queue).toHaveLength(0);
    expect(spokenVerse()).toBeNull();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Judas 1' })).toBeInTheDocument();
  });

  it('reads an English translation in English', async () => {
    localStorage.setItem(TRANSLATION_KEY, 'kjv');
    const user = userEvent.setup();
    renderRoutes('/bible/Jude/1');
    await screen.findByText(ONE[0] as string);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(synth.queue[0]?.lang).toBe('en');
  });
});
