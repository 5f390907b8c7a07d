import { notifications } from '@mantine/notifications';
import { DEFAULT_ENCOURAGEMENT, type TodayScripture } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMutations } from '../../data/mutations';
import { ReignDb, userDbName } from '../../db/database';
import { callsTo, type Handler, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { resetTodayScripture } from '../scripture';
import { useGuestPlanStore } from './guest-plan-store';
import { initialWizard, useWizardStore } from './wizard-store';

// happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const today = () => centralDate();

function scripture(overrides: Partial<TodayScripture> = {}): TodayScripture {
  return {
    date: today(),
    text: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
    verse: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
    reference: 'Proverbs 3:5',
    reflection: 'Trust is a daily choice.\n\nLean on Him today, not on your own plans.',
    audioUrl: null,
    source: 'daily',
    ...overrides,
  };
}

/** The public routes a guest's wizard calls. */
function api(extra: Handler = () => json(404, { message: 'Not found' })): Handler {
  return (request) => {
    const { path, body } = request;
    if (path === '/api/today-scripture') return json(200, scripture());
    if (path === '/api/ai/action-steps') {
      const priority = (body as { priority: string }).priority;
      return json(200, {
        actionSteps: [`Pray about ${priority}`, `Take one step on ${priority}`],
        source: 'ai',
      });
    }
    if (path === '/api/ai/encouragement') {
      return json(200, { encouragement: 'Lord, guide my steps today. Amen.', source: 'ai' });
    }
    return extra(request);
  };
}

beforeEach(() => {
  // The audio player notes that happy-dom can neither play audio nor read aloud.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetTodayScripture();
  useWizardStore.setState(initialWizard());
  useGuestPlanStore.setState({ plan: null });
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => resetTodayScripture());

const wizard = () => within(screen.getByRole('region', { name: 'Daily plan' }));
// The first render loads the page's chunk, which takes a moment in tests.
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe('the daily plan wizard', () => {
  it('a guest goes through all five steps and is asked to create an account', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubApi(api(({ path }) => (path === '/api/user' ? signedOut() : json(404, {}))));
    const user = userEvent.setup();
    renderRoutes('/');

    // Step 0: Renew
    expect(await heading('Renew Your Mind')).toBeTruthy();
    expect(wizard().getByText("Begin your day by reflecting on God's Word.")).toBeTruthy();
    expect(await screen.findByText('Trust is a daily choice.')).toBeTruthy();
    expect(screen.getByText('Lean on Him today, not on your own plans.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Daily plan steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 1: Establish; without goals the custom inputs show; Continue waits for priority 1.
    const establish = await heading('Establish Priorities');
    await waitFor(() => expect(document.activeElement).toBe(establish));
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null]);
    expect(screen.queryByRole('switch', { name: 'Type custom priorities' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Goal' })).toBeNull();
    const continueButton = wizard().getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Priority 1' }), 'Family');
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
    await user.click(continueButton);
    expect(await screen.findAllByText('Priority cannot be empty')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Priority 2' }), 'Work');
    await user.type(screen.getByRole('textbox', { name: 'Priority 3' }), 'Health');
    await user.click(continueButton);

    // Step 2: Initiate; generated actions start unchecked.
    expect(await heading('Initiate Bold Action')).toBeTruthy();
    const family = await screen.findByRole('checkbox', { name: 'Pray about Family' });
    expect((family as HTMLInputElement).checked).toBe(false);
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No actions selected')).toBeTruthy();
    expect(
      screen.getByText('Please select tasks from your goals or check AI-generated actions to continue.'),
    ).toBeTruthy();
    await user.click(family);
    // An added action starts checked (Enter adds it).
    const workGroup = within(screen.getByRole('region', { name: 'Work' }));
    await user.type(
      workGroup.getByRole('textbox', { name: 'Add another action' }),
      'Finish the report{Enter}',
    );
    expect((workGroup.getByRole('checkbox', { name: 'Finish the report' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 3: Grow
    expect(await heading('Grow with Grit')).toBeTruthy();
    expect(screen.getByText(/suffering produces perseverance/)).toBeTruthy();
    await user.click(wizard().getByRole('button', { name: 'Previous' }));
    expect(await heading('Initiate Bold Action')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Pray about Family' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    await heading('Grow with Grit');
    await user.type(screen.getByRole('textbox', { name: /What challenges/ }), 'Little time');
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    // Step 4: Navigate
    expect(await heading('Navigate in Faith')).toBeTruthy();
    expect(await screen.findByText('Lord, guide my steps today. Amen.')).toBeTruthy();
    expect(wizard().queryByRole('button', { name: 'Previous' })).toBeNull();
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
      expect(dialog.getByText(benefit)).toBeTruthy();
    }
    expect(dialog.getByRole('button', { name: 'Not Now' })).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Create Account / Login' }).getAttribute('href')).toBe('/auth');
    // The plan is kept on the device for after signing in.
    expect(useGuestPlanStore.getState().plan).toMatchObject({
      date: today(),
      verseReference: 'Proverbs 3:5',
      priorities: ['Family', 'Work', 'Health'],
      challenges: 'Little time',
      encouragement: DEFAULT_ENCOURAGEMENT,
    });
  });

  it('continues on the same step after a reload on the same day, and starts over on another day', async () => {
    stubApi(api(({ path }) => (path === '/api/user' ? signedOut() : json(404, {}))));
    useWizardStore.setState({ step: 3, priorities: ['Family', 'Work', 'Health'], challenges: 'Rain' });
    const { unmount } = renderRoutes('/');
    expect(await heading('Grow with Grit')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /What challenges/ }) as HTMLTextAreaElement).value).toBe(
      'Rain',
    );
    unmount();

    const saved = JSON.parse(window.sessionStorage.getItem('reign:wizard') ?? '{}');
    expect(saved.state).toMatchObject({ step: 3, challenges: 'Rain', date: today() });

    // Yesterday's plan is not continued.
    useWizardStore.setState({ date: '2000-01-01', step: 3 });
    renderRoutes('/');
    expect(await heading('Renew Your Mind')).toBeTruthy();
  });

  it('a signed-in user picks a goal and its tasks, saves, and is taken to the overview', {
    timeout: 20_000,
  }, async () => {
    // The sync server is down: the plan is saved on the device and waits in the outbox.
    stubApi(
      api(({ path }) => (path === '/api/user' ? json(200, makeUser()) : json(503, { message: 'Down' }))),
    );
    const db = new ReignDb(userDbName(2));
    const m = createMutations(db, { queue: true });
    const goal = await m.createGoal({
      title: 'Read the Gospels',
      description: 'Daily',
      targetDate: '2099-01-01',
    });
    await m.createTask({ title: 'Read Mark 1', scheduledDate: '2099-01-01', goalId: goal.id });
    await m.createTask({
      title: 'Read John 1',
      scheduledDate: '2099-01-01',
      goalId: goal.id,
      dueDate: '2099-01-02',
    });
    useWizardStore.setState({ step: 1 });

    const user = userEvent.setup();
    const { router } = renderRoutes('/');
    expect(await heading('Establish Priorities')).toBeTruthy();
    const card = await screen.findByRole('button', { name: 'Read the Gospels' });
    await user.click(card);
    expect((screen.getByRole('textbox', { name: 'Priority 1' }) as HTMLInputElement).value).toBe(
      'Read the Gospels',
    );
    expect((card as HTMLButtonElement).disabled).toBe(true);
    // The rest are typed as custom priorities.
    await user.click(screen.getByRole('switch', { name: 'Type custom priorities' }));
    await user.type(screen.getByRole('textbox', { name: 'Priority 2' }), 'Family');
    await user.type(screen.getByRole('textbox', { name: 'Priority 3' }), 'Rest');
    await user.click(wizard().getByRole('button', { name: 'Continue' }));

    expect(await heading('Initiate Bold Action')).toBeTruthy();
    const tasks = within(await screen.findByRole('group', { name: 'Tasks for Read the Gospels' }));
    expect(tasks.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.id)).toHaveLength(2);
    const labels = tasks
      .getAllByRole('checkbox')
      .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(['Read John 1', 'Read Mark 1']);
    await user.click(tasks.getByRole('checkbox', { name: 'Read John 1' }));
    await user.click(tasks.getByRole('checkbox', { name: 'Read Mark 1' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Pray about Family' }));
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    await heading('Grow with Grit');
    await user.click(wizard().getByRole('button', { name: 'Continue' }));
    await heading('Navigate in Faith');
    await screen.findByText('Lord, guide my steps today. Amen.');
    await user.click(screen.getByRole('button', { name: 'Save & Reign' }));

    expect(await screen.findByText('Plan saved successfully!')).toBeTruthy();
    expect(screen.getByText('Your Daily plan has been saved. Redirecting to Overview...')).toBeTruthy();
    const modal = within(await screen.findByRole('dialog', { name: 'Plan Saved Successfully!' }));
    expect(modal.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');

    const [entry] = await db.entries.toArray();
    expect(entry).toMatchObject({
      date: today(),
      verse: scripture().verse,
      verseReference: 'Proverbs 3:5',
      verseReflection: scripture().reflection,
      priorities: ['Read the Gospels', 'Family', 'Rest'],
      actionSteps: [
        { priority: 'Read the Gospels', actions: ['Read John 1', 'Read Mark 1'] },
        { priority: 'Family', actions: ['Pray about Family'] },
      ],
      challenges: 'No specific challenges identified.',
      encouragement: DEFAULT_ENCOURAGEMENT,
    });
    expect(await db.outbox.where('id').notEqual('').count()).toBeGreaterThan(0);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?tab=overview');
    expect(await screen.findByRole('heading', { name: 'My Dashboard' }, { timeout: 5000 })).toBeTruthy();
    // Coming back starts a new plan.
    await act(() => router.navigate('/'));
    expect(await heading('Renew Your Mind')).toBeTruthy();
    db.close();
  });

  it('after signing in, the plan made as a guest is saved in one click', { timeout: 20_000 }, async () => {
    stubApi(
      api(({ path }) => (path === '/api/user' ? json(200, makeUser()) : json(503, { message: 'Down' }))),
    );
    useGuestPlanStore.setState({
      plan: {
        id: '0190f5d2-7c1a-7000-8000-0000000000aa',
        date: today(),
        verse: scripture().verse,
        verseReference: 'Proverbs 3:5',
        verseReflection: null,
        priorities: ['Family'],
        actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
        challenges: 'No specific challenges identified.',
        encouragement: DEFAULT_ENCOURAGEMENT,
      },
    });
    const user = userEvent.setup();
    renderRoutes('/');
    const card = within(
      await screen.findByRole(
        'region',
        { name: 'Save the plan you made before signing in' },
        { timeout: 5000 },
      ),
    );
    expect(card.getByText('Family')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan saved successfully!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Save the plan you made before signing in' })).toBeNull();
    expect(useGuestPlanStore.getState().plan).toBeNull();
    const db = new ReignDb(userDbName(2));
    expect((await db.entries.toArray()).map((e) => [e.id, e.priorities])).toEqual([
      ['0190f5d2-7c1a-7000-8000-0000000000aa', ['Family']],
    ]);
    db.close();
  });
});
