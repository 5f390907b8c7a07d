import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { PRINCIPLES } from '@reign/domain';
import { useEffect, useRef } from 'react';
import { principleText } from '../../ui/principle-text';
import classes from './Wizard.module.css';

/** 'Step 2 of 5: Establish Priorities (current step)' */
function stepLabel(i18n: I18n, n: number, total: number, title: string, state: string): string {
  if (state === 'complete') return i18n._(msg`Step ${n} of ${total}: ${title} (completed)`);
  if (state === 'current') return i18n._(msg`Step ${n} of ${total}: ${title} (current step)`);
  return i18n._(msg`Step ${n} of ${total}: ${title}`);
}

/**
 * One circle per step with its letter (R E I G N): the current one highlighted and enlarged,
 * finished ones filled, connectors filled between finished steps; the current step is scrolled
 * into view. A list for screen readers, the current step marked with aria-current.
 */
export function StepIndicator({ current }: { current: number }) {
  const listRef = useRef<HTMLOListElement>(null);
  const { t, i18n } = useLingui();
  const total = PRINCIPLES.length;

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item) return;
    // Scroll the list only (never the page), so the current circle is visible on narrow screens.
    const left = item.offsetLeft - (list.clientWidth - item.clientWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current]);

  return (
    <ol ref={listRef} className={classes.indicator} aria-label={t`Daily plan steps`}>
      {PRINCIPLES.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step.key} className={classes.item} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.circle} data-state={state} aria-hidden="true">
              {step.letter}
            </span>
            <VisuallyHidden>
              {stepLabel(i18n, index + 1, total, principleText(step.key, i18n).title, state)}
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
