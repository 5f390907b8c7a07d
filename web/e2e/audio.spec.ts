import { expect, type Page, test } from '@playwright/test';
import { AUDIO_PATH, serveScripture, VERSE } from './fixtures/today-audio';
import { AppShell } from './pages/app-shell';
import { AudioPlayerControl } from './pages/audio-player';

// page.route does not see requests a service worker makes; these tests answer the API themselves.
test.use({ serviceWorkers: 'block' });

/** The remembered position (seconds) of the test recording today, from localStorage. */
function savedPosition(page: Page): Promise<number | undefined> {
  return page.evaluate((path) => {
    const raw = localStorage.getItem('reign.audio.positions');
    const positions = raw ? (JSON.parse(raw) as { positions: Record<string, number> }).positions : {};
    return positions[path];
  }, AUDIO_PATH);
}

async function openRenewStep(page: Page) {
  // With a query the browser renders the page itself (the server renders only plain addresses),
  // so it asks GET /api/today-scripture, which these tests answer: a document fresh from the
  // server carries the server's own answer and is not asked again.
  await page.goto('/?audio-test');
  await expect(page.getByRole('heading', { name: "Today's Scripture" })).toBeVisible();
  await expect(page.getByText(VERSE)).toBeVisible();
}

test.describe('audio player on the Renew step', () => {
  test('Listen, Pause, Resume and Stop play the uploaded recording', async ({ page }) => {
    const requests = await serveScripture(page, AUDIO_PATH);
    await openRenewStep(page);
    const player = new AudioPlayerControl(page);

    await expect(player.button('Read aloud')).toHaveCount(0);
    await player.button('Listen').hover();
    await expect(player.tooltip('Listen - Click to play uploaded audio')).toBeVisible();

    await player.button('Listen').click();
    await expect(player.button('Pause')).toBeVisible();
    await expect(player.button('Stop')).toBeVisible();
    await expect(player.button('Listen')).toHaveCount(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(new URL(requests[0] as string).pathname).toBe(AUDIO_PATH);

    await player.button('Pause').click();
    await expect(player.button('Resume')).toBeVisible();
    await expect(player.button('Stop')).toBeVisible();

    await player.button('Resume').click();
    await expect(player.button('Pause')).toBeVisible();

    // The recording really plays: after a moment its position is kept for today.
    await page.waitForTimeout(1500);
    await player.button('Pause').click();
    const played = await savedPosition(page);
    expect(played).toBeGreaterThan(0.5);

    // Leaving and coming back the same day resumes there instead of at the start.
    await openRenewStep(page);
    await player.button('Listen').click();
    await expect(player.button('Pause')).toBeVisible();
    await player.button('Pause').click();
    expect(await savedPosition(page)).toBeGreaterThanOrEqual(played as number);

    // Stop rewinds to the start and forgets the position.
    await player.button('Resume').click();
    await player.button('Stop').click();
    await expect(player.button('Listen')).toBeVisible();
    await expect(player.button('Pause')).toHaveCount(0);
    await expect(player.button('Stop')).toHaveCount(0);
    expect(await savedPosition(page)).toBeUndefined();
  });

  test("a recording that cannot be loaded says 'Audio loading failed'", async ({ page }) => {
    await serveScripture(page, AUDIO_PATH, 'missing');
    await openRenewStep(page);
    const player = new AudioPlayerControl(page);
    await player.button('Listen').click();
    await expect(new AppShell(page).toast('Audio loading failed')).toContainText(
      'Unable to load the audio file. Please try again.',
    );
    await expect(player.button('Listen')).toBeEnabled();
  });

  test('without a recording, Read aloud uses the browser voice: Pause, Resume, Stop', async ({ page }) => {
    // A stand-in for the device's voice, so the test does not depend on installed voices.
    await page.addInitScript(() => {
      const log: string[] = [];
      let queue: SpeechSynthesisUtterance[] = [];
      const synth = {
        speak(u: SpeechSynthesisUtterance) {
          log.push(`speak:${u.text}`);
          queue.push(u);
        },
        pause() {
          log.push('pause');
        },
        resume() {
          log.push('resume');
        },
        cancel() {
          log.push('cancel');
          queue = [];
        },
        getVoices: () => [],
        addEventListener() {},
        removeEventListener() {},
        speaking: false,
        paused: false,
        pending: false,
      };
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
      (window as unknown as { __speech: string[] }).__speech = log;
    });
    await serveScripture(page, null);
    await openRenewStep(page);
    const player = new AudioPlayerControl(page);
    const speech = () => page.evaluate(() => (window as unknown as { __speech: string[] }).__speech);

    await expect(player.button('Listen')).toHaveCount(0);
    await player.button('Read aloud').click();
    await expect(player.button('Pause')).toBeVisible();
    const spoken = (await speech()).filter((entry) => entry.startsWith('speak:')).join(' ');
    expect(spoken).toContain('Psalm 23:1');
    expect(spoken).toContain('The LORD is my shepherd');
    expect(spoken).toContain('Rest in his care today');

    await player.button('Pause').click();
    await expect(player.button('Resume')).toBeVisible();
    await player.button('Resume').click();
    await expect(player.button('Pause')).toBeVisible();
    await player.button('Stop').click();
    await expect(player.button('Read aloud')).toBeVisible();
    expect(await speech()).toEqual(expect.arrayContaining(['pause', 'resume', 'cancel']));
  });

  test('on a narrow screen the buttons show only icons and keep their names', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveScripture(page, AUDIO_PATH);
    await openRenewStep(page);
    const player = new AudioPlayerControl(page);
    await expect(player.button('Listen')).toBeVisible();
    await expect(player.button('Listen')).toHaveText('');
    await player.button('Listen').click();
    await expect(player.button('Pause')).toHaveText('');
    await expect(player.button('Stop')).toBeVisible();
    await player.button('Stop').click();
    await expect(player.button('Listen')).toBeVisible();
  });
});
