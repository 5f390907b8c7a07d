import { expect, test } from '@playwright/test';
import { AUDIO_PATH, serveScripture, VERSE } from './fixtures/today-audio';
import { AudioPlayerControl } from './pages/audio-player';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`shots ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await serveScripture(page, AUDIO_PATH, 'ok', 40);
    await page.goto('/?shots');
    await expect(page.getByText(VERSE)).toBeVisible();
    const player = new AudioPlayerControl(page);
    await player.button('Listen').click();
    await expect(player.panel).toBeVisible();
    await player.choose(/^Sleep timer/, '15 minutes');
    await player.panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-panel-${scheme}.png` });
    await player.panel.getByRole('button', { name: /^Playback speed/ }).click();
    await page.screenshot({ path: `/tmp/shot-speed-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Bible' }).click();
    await expect(player.mini).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-mini-${scheme}.png` });
  });
}

test('read aloud highlight', async ({ page }) => {
  await page.addInitScript(() => {
    const synth = {
      speak(u: SpeechSynthesisUtterance) {
        if (u.text.startsWith('Rest')) setTimeout(() => u.onstart?.(new Event('start') as SpeechSynthesisEvent), 50);
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
  await page.goto('/?shots');
  await expect(page.getByText(VERSE)).toBeVisible();
  await new AudioPlayerControl(page).button('Read aloud').click();
  await expect(page.locator('mark[aria-current="true"]')).toHaveText('Rest in his care today and follow where he leads.');
  await page.screenshot({ path: '/tmp/shot-highlight.png', fullPage: true });
});
