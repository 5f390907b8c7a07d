import { notifications } from '@mantine/notifications';
import type { TodayScripture } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { factory } from '../../test/factories';
import { type Handler, json } from '../../test/fetch-stub';
import { resetTodayScripture } from '../scripture';
import { useGuestPlanStore } from './guest-plan-store';
import { initialWizard, useWizardStore } from './wizard-store';

export const today = () => centralDate();

export const scripture = factory<TodayScripture>(() => ({
  date: today(),
  text: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
  verse: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
  reference: 'Proverbs 3:5',
  reflection: 'Trust is a daily choice.\n\nLean on Him today, not on your own plans.',
  audioUrl: null,
  source: 'daily',
}));

/** The public routes a guest's wizard calls. */
export function api(extra: Handler = () => json(404, { message: 'Not found' })): Handler {
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

/** Each test starts on a fresh wizard, without a kept guest plan, scripture or toasts. */
export function setUpWizardTests() {
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
}

export const wizard = () => within(screen.getByRole('region', { name: 'Daily plan' }));
// The first render loads the page's chunk, which takes a moment in tests.
export const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
