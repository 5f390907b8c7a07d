import { VisuallyHidden } from '@mantine/core';
import { PRINCIPLES } from '@reign/domain';
import { useEffect, useRef } from 'react';
import classes from './Wizard.module.css';

/**
 * One circle per step with its letter (R E I G N): the current one highlighted and enlarged,
 * finished ones filled, connectors filled between finished steps; the current step is scrolled
 * into view. A list for screen readers, the current step marked with aria-current.
 */
export function StepIndicator({ current }: { current: number }) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item) return;
    // Scroll the list only (never the page), so the current circle is visible on narrow screens.
    const left = item.offsetLeft - (list.clientWidth - item.clientWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current]);

  return (
    <ol ref={listRef} className={classes.indicator} aria-label="Daily plan steps">
      {PRINCIPLES.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step.key} className={classes.item} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.circle} data-state={state} aria-hidden="true">
              {step.letter}
            </span>
            <VisuallyHidden>
              Step {index + 1} of {PRINCIPLES.length}: {step.title}
              {state === 'complete' ? ' (completed)' : state === 'current' ? ' (current step)' : ''}
            </VisuallyHidden>
            {index < PRINCIPLES.length - 1 && (
              <span
                className={classes.connector}
                data-filled={index < current || undefined}
                aria-hidden="true"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
