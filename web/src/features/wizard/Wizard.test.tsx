import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { useGuestPlanStore } from './guest-plan-store';
import { api, heading, setUpWizardTests, today, wizard } from './test-render';
import { useWizardStore } from './wizard-store';

setUpWizardTests();

describe('the daily plan wizard', () => {
  it('a guest goes through all five steps and is asked to create an account', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubApi(api(({ path }) => (path === '/api/user' ? signedOut() : json(404, {}))));
    const user = userEvent.setup();
    renderRoutes('/');

    // Step 0: Renew
    expect(await heading('Renew Your Mind')).toBeInTheDocument();
    expect(wizard().getByText("Begin your day by reflecting on God's Word.")).toBeInTheDocument();
    expect(await screen.findByText('Trust is a daily choice.')).toBeInTheDocument();
    expect(screen.getByText('Lean on Him today, not on your own plans.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Daily plan steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 1: Establish; without goals the custom inputs show; Continue waits for priority 1.
    const establish = await heading('Establish Priorities');
    await waitFor(() => expect(document.activeElement).toBe(establish));
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null]);
    expect(screen.queryByRole('switch', { name: 'Type custom priorities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Goal' })).not.toBeInTheDocument();
    const continueButton = wizard().getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Priority 1' }), 'Family');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await screen.findAllByText('Priority cannot be empty')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Priority 2' }), 'Work');
    await user.type(screen.getByRole('textbox', { name: 'Priority 3' }), 'Health');
    await user.click(continueButton);

    // Step 2: Initiate; generated actions start unchecked.
    expect(await heading('Initiate Bold Action')).toBeInTheDocument();
    const family = await screen.findByRole('checkbox', { name: 'Pray about Family' });
    expect(family).not.toBeChecked();
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No actions selected')).toBeInTheDocument();
    expect(
      screen.getByText('Please select tasks from your goals or check AI-generated actions to continue.'),
    ).toBeInTheDocument();
    await user.click(family);
    // An added action starts checked (Enter adds it).
    const workGroup = within(screen.getByRole('region', { name: 'Work' }));
    await user.type(
      workGroup.getByRole('textbox', { name: 'Add another action' }),
      'Finish the report{Enter}',
    );
    expect(workGroup.getByRole('checkbox', { name: 'Finish the report' })).toBeChecked();
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 3: Grow
    expect(await heading('Grow with Grit')).toBeInTheDocument();
    expect(screen.getByText(/suffering produces perseverance/)).toBeInTheDocument();
    await user.click(wizard().getByRole('button', { name: 'Previous' }));
    expect(await heading('Initiate Bold Action')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Pray about Family' })).toBeChecked();
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    await heading('Grow with Grit');
    await user.type(screen.getByRole('textbox', { name: /What challenges/ }), 'Little time');
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 4: Navigate
    expect(await heading('Navigate in Faith')).toBeInTheDocument();
    expect(await screen.findByText('Lord, guide my steps today. Amen.')).toBeInTheDocument();
    expect(wizard().queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    const [prayerCall] = callsTo(fetchMock, 'POST', '/api/ai/encouragement');
    expect(JSON.parse(String(prayerCall?.[1]?.body))).toEqual({
      priorities: ['Family', 'Work', 'Health'],
      actionSteps: [
        { priority: 'Family', actions: ['Pray about Family'] },
        { priority: 'Work', actions: ['Finish the report'] },
      ],
      challenges: 'Little time',
    });
    await user.click(screen.getByRole('button', { name: 'Save & Reign' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Create an Account to Save Your Plan' }));
    for (const benefit of [
      'Save your daily plans',
      'Review the history of your spiritual growth',
      'Track your progress over time',
      'Share scripture with friends and earn rewards',
    ]) {
      expect(dialog.getByText(benefit)).toBeInTheDocument();
    }
    expect(dialog.getByRole('button', { name: 'Not Now' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Create Account / Login' })).toHaveAttribute('href', '/auth');
    // The plan is kept on the device for after signing in.
    expect(useGuestPlanStore.getState().plan).toMatchObject({
      date: today(),
      verseReference: 'Proverbs 3:5',
      priorities: ['Family', 'Work', 'Health'],
      challenges: 'Little time',
      // the prayer the guest read, saved with the plan after signing in (issue 37)
      encouragement: 'Lord, guide my steps today. Amen.',
    });
  });

  it('continues on the same step after a reload on the same day, and starts over on another day', async () => {
    stubApi(api(({ path }) => (path === '/api/user' ? signedOut() : json(404, {}))));
    useWizardStore.setState({ step: 3, priorities: ['Family', 'Work', 'Health'], challenges: 'Rain' });
    const { unmount } = renderRoutes('/');
    expect(await heading('Grow with Grit')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /What challenges/ }) as HTMLTextAreaElement).value).toBe(
      'Rain',
    );
    unmount();

    const saved = JSON.parse(window.sessionStorage.getItem('reign:wizard') ?? '{}');
    expect(saved.state).toMatchObject({ step: 3, challenges: 'Rain', date: today() });

    // Yesterday's plan is not continued.
    useWizardStore.setState({ date: '2000-01-01', step: 3 });
    renderRoutes('/');
    expect(await heading('Renew Your Mind')).toBeInTheDocument();
  });
});
