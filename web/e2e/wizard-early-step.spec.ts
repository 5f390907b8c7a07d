import { expect, type Page, test } from '@playwright/test';
import { collectProblems, holdEntry } from './pages/page-checks';

// Issue 53: on a phone, the app's code arrives seconds after step 1 is drawn. The server draws
// step 2 beside it, so a tap on Continue before the app has started shows step 2 at once, and what
// the person does there is handed to the app once it is in (features/wizard/EarlyStep.tsx).

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const field = (page: Page, n: number) => page.getByRole('textbox', { name: `Priority ${n}` });
const ready = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');

async function openHeld(page: Page): Promise<() => void> {
  const release = await holdEntry(page);
  await page.goto('/');
  await expect(heading(page, 'Renew Your Mind')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-reign-ready', '');
  await page.getByRole('button', { name: 'Continue' }).click();
  return release;
}

test('a tap on Continue before the app starts shows step 2 at once; what is typed there is kept', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const release = await openHeld(page);
  // answered, not held: step 2 in step 1's place, its heading focused, the app still not started
  await expect(heading(page, 'Establish Priorities')).toBeVisible();
  await expect(heading(page, 'Establish Priorities')).toBeFocused();
  await expect(heading(page, 'Renew Your Mind')).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-reign-ready', '');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await field(page, 1).fill('Pray for Ana');
  await expect(continueButton).toBeEnabled();
  await field(page, 2).fill('Call my mother');
  await field(page, 2).press('ArrowLeft');

  release();
  await ready(page);
  // the app's own step: the typing, the focus and the caret carried over
  await expect(page.locator('#priorities-form')).toBeAttached();
  await expect(page.locator('#reign-early-step')).toHaveCount(0);
  await expect(field(page, 1)).toHaveValue('Pray for Ana');
  await expect(field(page, 2)).toBeFocused();
  await page.keyboard.type('!');
  await expect(field(page, 2)).toHaveValue('Call my mothe!r');
  await expect(page.getByText('Step 2 of 5: Establish Priorities (current step)')).toBeAttached();
  // and it works as the app's: an empty priority is refused, a full one moves on
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Priority cannot be empty')).toBeVisible();
  await field(page, 3).fill('Rest');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Initiate Bold Action')).toBeVisible();
  // kept as the wizard's own: a reload on the same day comes back to it
  await page.reload();
  await ready(page);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 1)).toHaveValue('Pray for Ana');
  expect(problems).toEqual([]);
});

test('step 2’s Continue tapped before the app starts is answered by the app’s step', async ({ page }) => {
  const release = await openHeld(page);
  await field(page, 1).fill('Serve at church');
  await field(page, 2).fill('Finish the report');
  await field(page, 3).fill('Walk with Sam');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(continueButton).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(heading(page, 'Initiate Bold Action')).toBeVisible();
  await expect(page.getByText('Serve at church').first()).toBeVisible();
});

test('Previous before the app starts goes back to step 1, and the app then moves on as usual', async ({
  page,
}) => {
  const release = await openHeld(page);
  await expect(heading(page, 'Establish Priorities')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page, 'Renew Your Mind')).toBeVisible();
  await expect(heading(page, 'Renew Your Mind')).toBeFocused();
  await expect(heading(page, 'Establish Priorities')).toBeHidden();
  release();
  await ready(page);
  await expect(page.locator('#reign-early-step')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Establish Priorities')).toBeVisible();
  await expect(field(page, 1)).toHaveValue('');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the server’s step 2 speaks the page’s language, and carries over as the app’s', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdEntry(page);
    await page.goto('/');
    await expect(heading(page, 'Renueva tu mente')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(heading(page, 'Establece prioridades')).toBeVisible();
    await page.getByRole('textbox', { name: 'Prioridad 1' }).fill('Orar por Ana');
    release();
    await ready(page);
    await expect(page.locator('#priorities-form')).toBeAttached();
    await expect(page.getByRole('textbox', { name: 'Prioridad 1' })).toHaveValue('Orar por Ana');
    await expect(page.getByRole('textbox', { name: 'Prioridad 1' })).toBeFocused();
    expect(problems).toEqual([]);
  });
});
