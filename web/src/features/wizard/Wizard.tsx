import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Paper, Stack } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServerToday } from '../../api';
import { lazyPart } from '../../ui/LazyPart';
import { useAuth } from '../auth';
import { useTodayScripture } from '../scripture';
import { EarlyStep, hideEarlyStep } from './EarlyStep';
import type { Priorities } from './rules';
import { StepIndicator } from './StepIndicator';
import { RenewStep } from './steps/RenewStep';
import classes from './Wizard.module.css';
import { useWizardStore } from './wizard-store';

/** Spec part 1 section 9: every step change scrolls to the top of the wizard after 0.1 s. */
export const SCROLL_DELAY_MS = 100;

/** Steps 2 to 5 load on demand, as one chunk (steps/LaterStep.tsx). */
const LaterStep = lazyPart(() => import('./steps/LaterStep'));

/** The early step's hand-over, with the later steps' code it hands over to (EarlyStep.tsx). */
const loadTakeOver = () =>
  Promise.all([LaterStep.preload(), import('./early-takeover')]).then(([, module]) => module);

/** How long the focus waits for a step whose code is still loading. */
const FOCUS_WAIT_MS = 10_000;

function StepLoading() {
  const { t } = useLingui();
  return (
    <Center mih={240}>
      <Loader aria-label={t`Loading the step`} />
    </Center>
  );
}

/**
 * The five-step REIGN daily plan (spec part 1 'Daily plan wizard'). Only the active step renders.
 * A step change moves the focus to the new step's heading and scrolls smoothly to the top of the
 * wizard; the state survives a reload on the same Central day.
 */
export function Wizard() {
  const { t } = useLingui();
  const { user, isLoading, error } = useAuth();
  const step = useWizardStore((s) => s.step);
  const next = useWizardStore((s) => s.next);
  const back = useWizardStore((s) => s.back);
  const syncContext = useWizardStore((s) => s.syncContext);
  const setPriorities = useWizardStore((s) => s.setPriorities);
  const { scripture, reflectionPending } = useTodayScripture();
  const reduceMotion = useReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // Steps slide in only once the person moves: the first step is painted from the server's HTML
  // and must be there at once (faded in from nothing, the verse was not the page's first paint).
  const [stepped, setStepped] = useState(false);
  const today = useServerToday();
  // When the account could not be checked (a network or server error), it is unknown, not a guest.
  const unknownAccount = !user && error !== null;
  const owner = user?.id ?? null;

  // A new day, another account or a saved plan start over; a guest's plan carries into sign-in.
  useEffect(() => {
    if (isLoading) return;
    syncContext(today, unknownAccount ? useWizardStore.getState().owner : owner);
  }, [isLoading, unknownAccount, today, owner, syncContext]);

  const go = useCallback((move: () => void) => {
    moved.current = true;
    setStepped(true);
    move();
  }, []);
  const onNext = useCallback(() => go(next), [go, next]);
  const onBack = useCallback(() => go(back), [go, back]);

  // the early step 2 (EarlyStep.tsx): what was typed carries over even when its code could not load
  const onEarlyFailed = useCallback(
    (priorities: string[]) => {
      setPriorities(priorities.slice(0, 3) as Priorities);
      next();
    },
    [setPriorities, next],
  );
  // another step (a plan kept on this device, a step taken): the early step is not shown over it
  useLayoutEffect(() => {
    if (step !== 0) hideEarlyStep();
  }, [step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const root = rootRef.current;
    // A step whose chunk is still loading gets the focus as soon as its heading appears.
    const started = Date.now();
    let frame = 0;
    const focusHeading = () => {
      // Only a shown heading: a suspended step's old content stays in the page, hidden.
      const heading = [...(root?.querySelectorAll<HTMLElement>('[data-step-heading]') ?? [])].find(
        (element) => element.getClientRects().length > 0,
      );
      if (heading) heading.focus({ preventScroll: true });
      else if (Date.now() - started < FOCUS_WAIT_MS) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    const timer = setTimeout(() => {
      root?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [step]);

  return (
    <Paper
      ref={rootRef}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.wizard}
      data-stepped={stepped || undefined}
      component="section"
      aria-label={t`Daily plan`}
    >
      <Stack gap="lg">
        <StepIndicator current={step} />
        {step === 0 && (
          <div className={classes.renew}>
            <RenewStep scripture={scripture} reflectionPending={reflectionPending} onContinue={onNext} />
          </div>
        )}
        {step === 0 && <EarlyStep load={loadTakeOver} onFailed={onEarlyFailed} />}
        {step > 0 && (
          <Suspense fallback={<StepLoading />}>
            <LaterStep step={step} scripture={scripture} onBack={onBack} onNext={onNext} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
