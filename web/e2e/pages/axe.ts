import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The impacts that fail the spec; minor and moderate findings are left to judgement. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the screen is still: no finite CSS animation or transition running (Mantine's
 * modal, menu, tab and toast transitions), so axe does not judge a half-faded colour. Endless
 * ones (loaders, skeletons) are ignored.
 */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** One line per failing rule, then one per node: its selector and what axe says is wrong with it. */
function explain(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
  label: string,
): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const why = [...node.any, ...node.all, ...node.none]
        .map((check) => check.message)
        .filter(Boolean)
        .join('; ');
      return `    ${node.target.join(' ')}${why ? `\n      ${why}` : ''}`;
    });
    return [
      `[${label}] ${violation.impact} ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
      ...nodes,
    ].join('\n');
  });
}

/**
 * Runs axe on the page as it stands and records (softly, so one run lists every page's problems)
 * each serious or critical violation with its rule, help and the nodes to fix.
 */
export async function expectAccessible(page: Page, label: string) {
  await settle(page);
  const started = Date.now();
  // Only the violations come back: passes and incomplete results are most of axe's serialising.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (process.env.A11Y_TIMING) console.log(`axe ${label}: ${Date.now() - started} ms`);
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect.soft(explain(failing, label), `serious or critical axe violations on ${label}`).toEqual([]);
}

/** Switches the emulated system colour scheme, which the app follows until a person picks one. */
export async function switchColorScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** expectAccessible in the light scheme, then in the dark one; the page is left light. */
export async function expectAccessibleInBothSchemes(page: Page, label: string) {
  await expectAccessible(page, `${label}, light`);
  await switchColorScheme(page, 'dark');
  await expectAccessible(page, `${label}, dark`);
  await switchColorScheme(page, 'light');
}

/** Waits for the page's h1 (every page has one). */
export async function pageHeading(page: Page, name?: string | RegExp): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  await expect(heading).toBeVisible();
  return heading;
}

/** Opens a dialog, checks it with axe, and closes it with Escape. */
export async function openDialog(page: Page, opener: Locator, name: string | RegExp, label: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
