import { type ComponentType, type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { afterHydration, hydratingServerHtml } from '../../ssr/hydration';
import classes from './Wizard.module.css';

// Step 2 before the app has started (issue 53: the next step within 2x of the moment 'Continue'
// shows, on a phone). The server draws step 2 hidden beside step 1; a tap on step 1's Continue
// made before the app can answer shows it at once (boot/after-paint.js sets <html data-early-view>,
// the wizard's stylesheet swaps the two), the person may type into it, and once the app and the
// step's code are in, the real step takes its place with what was typed, the focus and the caret.

/** The element the server draws the early step in (boot/after-paint.js finds it by this id). */
export const EARLY_STEP_ID = 'reign-early-step';
/** The early step's form (not the real step's `priorities-form`: both may be in the page a moment). */
export const EARLY_FORM_ID = 'early-priorities-form';
/** Set on <html> by boot/after-paint.js while the early step is shown. */
const VIEW = 'data-early-view';

let serverPart: ComponentType | null = null;

/** entry-server.tsx: the early step's markup (steps/EarlyEstablishStep.tsx, a server-only module). */
export function seedEarlyStep(part: ComponentType | null): void {
  serverPart = part;
}

const shown = () => document.documentElement.getAttribute(VIEW) === 'establish';

/** Step 1 again (or the real step 2): the early step is no longer shown. */
export function hideEarlyStep(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(VIEW);
}

/** The server's markup of the early step, as the browser got it (hydrated as it is, never redrawn). */
function serverHtml(): string {
  if (typeof document === 'undefined' || !hydratingServerHtml) return '';
  return document.getElementById(EARLY_STEP_ID)?.innerHTML ?? '';
}

/**
 * The early step beside step 1. React keeps the server's markup as it is (its inner HTML is the
 * server's own), so nothing the person typed before the app started is redrawn. Once the app owns
 * the page it is dropped when it was not shown, or else handed over (early-takeover.ts, loaded by
 * `load` with the later steps' code; `onFailed` when it could not be); its Previous goes back to step 1.
 */
export function EarlyStep({
  load,
  onFailed,
}: {
  load: () => Promise<{ takeOverEarlyStep: (panel: HTMLElement, submit: boolean) => void }>;
  onFailed: (priorities: string[]) => void;
}) {
  const [html] = useState(serverHtml);
  const [live, setLive] = useState(() =>
    typeof document === 'undefined' ? serverPart !== null : html !== '',
  );
  const ref = useRef<HTMLDivElement>(null);
  const submit = useRef(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    afterHydration(() => {
      if (stopped) return;
      if (!shown()) {
        setLive(false);
        return;
      }
      load().then(
        (module) => !stopped && ref.current && module.takeOverEarlyStep(ref.current, submit.current),
        // the real step then shows its own notice with Try again
        () => {
          const inputs = ref.current?.querySelectorAll('input') ?? [];
          if (!stopped) failed.current([...inputs].map((input) => input.value));
        },
      );
    });
    return () => {
      stopped = true;
    };
  }, [live, load]);

  if (!live) return null;
  if (typeof document === 'undefined') {
    const Part = serverPart;
    return (
      <div id={EARLY_STEP_ID} className={classes.early}>
        {Part && <Part />}
      </div>
    );
  }
  // Previous: step 1 again (the heading takes the focus, as on a step change)
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (!button || button.type === 'submit') return;
    hideEarlyStep();
    setLive(false);
    document.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  };
  // Continue (or Enter in a field): never the browser's own submission of the form
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.current = true;
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks of the server's buttons inside, which keys press too
    <div
      id={EARLY_STEP_ID}
      ref={ref}
      className={classes.early}
      onClick={onClick}
      onSubmit={onSubmit}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup, kept as it is
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
