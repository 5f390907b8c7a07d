import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { theme } from '../../app/theme';
import { AudioPlayer } from './AudioPlayer';
import { resetPlayerEngine } from './engine/player-engine';
import { loadPlayerTooltip } from './PlayerTooltip';
import { loadEngine } from './player-commands';
import { FakeAudio } from './test-fakes';

/** The player's test setup: fake Audio, no speech synthesis, real timers again after each test. */
export function setUpPlayerTests() {
  // The tooltip's chunk loads on the first hover in the app; loaded here first, the fake-timer tests
  // below see it open at exactly 700 ms.
  beforeAll(async () => {
    await loadPlayerTooltip();
    // The engine loads on the first pointer or press in the app; loaded here, a press acts at once
    // (player-commands.test.tsx covers a press before it has loaded).
    await loadEngine();
  });

  beforeEach(() => {
    notifications.clean();
    notifications.cleanQueue();
    // As after a reload: nothing playing (the player outlives its controls).
    resetPlayerEngine();
    window.localStorage.clear();
    FakeAudio.instances = [];
    vi.stubGlobal('Audio', FakeAudio);
    // No speech synthesis unless a test adds it.
    vi.stubGlobal('speechSynthesis', undefined);
    vi.stubGlobal('SpeechSynthesisUtterance', undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}

export const URL_A = '/uploads/psalm-23.mp3';
export const TEXT = 'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures.';

/** Mantine and toasts around the player; `rerender` keeps them (unlike a router-based helper). */
export function renderWithProviders(ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <Notifications limit={1} />
        {children}
      </MantineProvider>
    ),
  });
}

export function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(<AudioPlayer audioUrl={URL_A} text={TEXT} {...props} />);
  return { ...view, user };
}

export const button = (name: string) => screen.getByRole('button', { name });

export async function startPlaying(user: ReturnType<typeof userEvent.setup>, name = 'Listen') {
  await user.click(button(name));
  act(() => FakeAudio.last.startPlaying());
  await screen.findByRole('button', { name: 'Pause' });
}
