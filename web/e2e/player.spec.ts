import { expect, type Page, test } from '@playwright/test';
import { AUDIO_PATH, serveScripture, VERSE } from './fixtures/today-audio';
import { AudioPlayerControl } from './pages/audio-player';

// page.route does not see requests a service worker makes; these tests answer the API themselves.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

interface Seen {
  currentTime: number;
  playbackRate: number;
  paused: boolean;
}

/** Keeps every media element that plays (the player's element is never in the document). */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const seen: HTMLMediaElement[] = [];
    (window as unknown as { __audios: HTMLMediaElement[] }).__audios = seen;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this);
      return play.call(this);
    };
  });
}

function audio(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const el = (window as unknown as { __audios: HTMLMediaElement[] }).__audios.at(-1);
    if (!el) throw new Error('nothing played');
    return { currentTime: el.currentTime, playbackRate: el.playbackRate, paused: el.paused };
  });
}

async function listen(page: Page) {
  await serveScripture(page, AUDIO_PATH, 'ok', 40);
  await page.goto('/?player-test');
  await expect(page.getByText(VERSE)).toBeVisible();
  const player = new AudioPlayerControl(page);
  await player.button('Listen').click();
  await expect(player.button('Pause')).toBeVisible();
  await expect(player.scrubber).toHaveAttribute('aria-valuetext', /of 0:4\d$/);
  return player;
}

test.describe('the player at 390 px', () => {
  test('lock-screen metadata, scrubbing, skips and speed', async ({ page }) => {
    await watchAudio(page);
    const player = await listen(page);

    const session = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      artwork: navigator.mediaSession.metadata?.artwork.map((a) => new URL(a.src).pathname),
      state: navigator.mediaSession.playbackState,
    }));
    expect(session).toEqual({
      title: 'Psalm 23:1',
      artist: 'Reign',
      artwork: ['/icons/icon-192.png', '/icons/icon-512.png'],
      state: 'playing',
    });

    // The panel fits the phone: nothing wider than the screen.
    const box = await player.panel.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);

    await player.button('Pause').click();
    await expect.poll(async () => (await audio(page)).paused).toBe(true);
    await expect(page.evaluate(() => navigator.mediaSession.playbackState)).resolves.toBe('paused');

    // A click three quarters along the scrubber seeks there (about 30 s of 40).
    const track = await player.scrubber.locator('xpath=..').boundingBox();
    if (!track) throw new Error('no scrubber');
    await page.mouse.click(track.x + track.width * 0.75, track.y + track.height / 2);
    await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(25);
    await expect(player.scrubber).toHaveAttribute('aria-valuetext', /^0:(2[6-9]|3[0-4]) of 0:4\d$/);
    // The keyboard moves it a second at a time.
    const before = (await audio(page)).currentTime;
    await player.scrubber.press('ArrowRight');
    await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(before + 0.5);

    const at = (await audio(page)).currentTime;
    await player.panel.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(async () => (await audio(page)).currentTime).toBeLessThan(at - 14);
    await player.panel.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(at - 1);

    await player.choose(/^Playback speed/, '1.5x');
    await expect.poll(async () => (await audio(page)).playbackRate).toBe(1.5);
    await expect(player.panel.getByRole('button', { name: 'Playback speed 1.5x' })).toBeVisible();
    // The speed is the device's: it stays for the next track.
    expect(await page.evaluate(() => localStorage.getItem('reign.audio.rate'))).toBe('1.5');
  });

  test('the sleep timer pauses playback', async ({ page }) => {
    await page.clock.install();
    await watchAudio(page);
    const player = await listen(page);

    await player.choose(/^Sleep timer/, '5 minutes');
    await expect(player.panel.getByRole('button', { name: /^Sleep timer: \d:\d\d left$/ })).toBeVisible();
    await page.clock.fastForward('04:50');
    await expect(player.button('Pause')).toBeVisible();
    expect((await audio(page)).paused).toBe(false);

    await page.clock.fastForward('00:15');
    await expect(player.button('Resume')).toBeVisible();
    expect((await audio(page)).paused).toBe(true);
    await expect(player.panel.getByRole('button', { name: 'Sleep timer: off' })).toBeVisible();
  });

  test('playback goes on while scrolling and on another page, with the mini player', async ({ page }) => {
    await watchAudio(page);
    const player = await listen(page);
    await expect(player.mini).toHaveCount(0);

    // Scrolled out of sight, the mini player takes over; back in sight, it goes.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '3000px';
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(player.mini).toBeVisible();
    await player.panel.scrollIntoViewIfNeeded();
    await expect(player.mini).toHaveCount(0);
    await page.evaluate(() => {
      document.body.style.paddingBottom = '';
    });

    await page.getByRole('banner').getByRole('link', { name: 'Bible' }).click();
    await expect(page).toHaveURL(/\/bible/);
    await expect(player.mini).toBeVisible();
    await expect(player.mini).toContainText('Psalm 23:1');
    const t0 = (await audio(page)).currentTime;
    await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(t0 + 1);
    expect((await audio(page)).paused).toBe(false);

    // It fits the phone and sits at the bottom.
    const bar = await player.mini.boundingBox();
    expect(bar && bar.x >= 0 && bar.x + bar.width <= 390).toBe(true);
    expect(bar && bar.y + bar.height).toBeGreaterThan(844 - 80);

    // Its title leads back to the page the audio was started on, without stopping it.
    await player.mini.getByRole('link', { name: /^Psalm 23:1: back to where it is playing from/ }).click();
    await expect(page).toHaveURL(/\/\?player-test$/);
    await expect(player.mini).toHaveCount(0);
    expect((await audio(page)).paused).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Bible' }).click();
    await expect(player.mini).toBeVisible();

    await player.mini.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await audio(page)).paused).toBe(true);
    await player.mini.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await audio(page)).paused).toBe(false);
    await player.mini.getByRole('button', { name: 'Close player' }).click();
    await expect(player.mini).toHaveCount(0);
    expect((await audio(page)).paused).toBe(true);
  });
});

test('read aloud marks the sentence being spoken in the reflection', async ({ page }) => {
  // A stand-in voice that starts the reflection's second sentence (Chromium's own may be silent here).
  await page.addInitScript(() => {
    const synth = {
      speak(u: SpeechSynthesisUtterance) {
        if (u.text.startsWith('Rest')) {
          setTimeout(() => u.onstart?.(new Event('start') as SpeechSynthesisEvent), 50);
        }
      },
      pause() {},
      resume() {},
      cancel() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  });
  await serveScripture(page, null);
  await page.goto('/?player-test');
  await expect(page.getByText(VERSE)).toBeVisible();
  await new AudioPlayerControl(page).button('Read aloud').click();
  const spoken = page.locator('mark[aria-current="true"]');
  await expect(spoken).toHaveText('Rest in his care today and follow where he leads.');
  await expect(spoken).toBeVisible();
  await new AudioPlayerControl(page).button('Stop').click();
  await expect(spoken).toHaveCount(0);
});
