import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '../../pwa/install-prompt';
import { INSTALL_DISMISSED_KEY, InstallBanner } from './InstallBanner';

function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderBanner() {
  return render(
    <MantineProvider env="test">
      <InstallBanner />
    </MantineProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Install Reign' });
const originalAgent = navigator.userAgent;
function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

// as the app's entry does before rendering: an offer that comes before the banner is kept
beforeAll(listenForInstallPrompt);

afterEach(() => {
  setUserAgent(originalAgent);
});

describe('InstallBanner', () => {
  it('appears after one second and shows the browser install prompt', async () => {
    const event = firePrompt();
    expect(event.defaultPrevented).toBe(true);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Install Reign' }, { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('keeps a dismissal in localStorage', async () => {
    firePrompt();
    const { unmount } = renderBanner();
    await screen.findByRole('region', { name: 'Install Reign' }, { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    unmount();
    renderBanner();
    await new Promise((r) => setTimeout(r, 1100));
    expect(banner()).not.toBeInTheDocument();
  });

  it('gives iOS users the manual steps', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Install Reign' }, { timeout: 2000 });
    expect(region.textContent).toContain('Tap Share');
    expect(region.textContent).toContain('then Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('stays hidden in the installed app', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    renderBanner();
    await new Promise((r) => setTimeout(r, 1100));
    expect(banner()).not.toBeInTheDocument();
    Object.defineProperty(window.navigator, 'standalone', { value: undefined, configurable: true });
  });
});
