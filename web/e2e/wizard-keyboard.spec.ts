import { expect, test } from './fixtures/member';
import { tabTo, WizardPage } from './pages/wizard-page';

test.describe('daily plan wizard', () => {
  // all five steps by keyboard: about 20 s on a busy CI run, near the default 30 s
  test.slow();

  test('the whole wizard works with the keyboard alone (Tab, Enter, Space)', async ({ page }) => {
    const wizard = new WizardPage(page);
    await wizard.goto();
    await wizard.expectStep('Renew Your Mind');
    await expect(wizard.reflection().getByRole('status')).toHaveCount(0);

    await tabTo(page, wizard.continueButton, 60);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Establish Priorities');
    await expect(wizard.heading('Establish Priorities')).toBeFocused();

    for (const [n, text] of [
      [1, 'Pray for my neighbours'],
      [2, 'Finish the report at work'],
      [3, 'Exercise'],
    ] as const) {
      await tabTo(page, wizard.priority(n));
      await page.keyboard.type(text);
    }
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Initiate Bold Action');
    await expect(wizard.heading('Initiate Bold Action')).toBeFocused();

    const first = wizard.actions('Pray for my neighbours').getByRole('checkbox').first();
    await expect(first).toBeVisible();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const add = wizard.priorityGroup('Exercise').getByRole('textbox', { name: 'Add another action' });
    await tabTo(page, add);
    await page.keyboard.type('Stretch for ten minutes');
    await page.keyboard.press('Enter');
    await expect(
      wizard.actions('Exercise').getByRole('checkbox', { name: 'Stretch for ten minutes' }),
    ).toBeChecked();
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Grow with Grit');

    await tabTo(page, wizard.challenges);
    await page.keyboard.type('Little sleep');
    // Previous and back again, by keyboard.
    await tabTo(page, wizard.previousButton);
    await page.keyboard.press('Space');
    await wizard.expectStep('Initiate Bold Action');
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Grow with Grit');
    await expect(wizard.challenges).toHaveValue('Little sleep');
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Navigate in Faith');

    await expect(wizard.prayer.getByRole('status')).toHaveCount(0);
    await tabTo(page, wizard.saveButton);
    await page.keyboard.press('Enter');
    await expect(wizard.guestDialog).toBeVisible();
    const notNow = wizard.guestDialog.getByRole('button', { name: 'Not Now' });
    await tabTo(page, notNow, 10);
    await page.keyboard.press('Enter');
    await expect(wizard.guestDialog).toBeHidden();
  });
});
