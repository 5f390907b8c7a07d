import { useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { EARLY_FORM_ID } from '../EarlyStep';
import { priorityFieldText } from '../priority-fields';
import { StepFrame } from '../StepFrame';
import { BackAndContinue } from './StepButtons';

const nothing = () => {};

/**
 * Step 2 (Establish) as a guest without goals first sees it, drawn by the server only
 * (entry-server.tsx seeds it; never in the browser's bundle): shown when step 1's Continue is tapped
 * before the app has started (boot/after-paint.js), then handed over to the real step
 * (EarlyStep.tsx) with what was typed. Its Continue starts disabled, as the real one does while
 * priority 1 is empty.
 */
export function EarlyEstablishStep() {
  const { t, i18n } = useLingui();
  return (
    <StepFrame
      principle="establish"
      actions={<BackAndContinue onBack={nothing} form={EARLY_FORM_ID} disabled />}
    >
      <form id={EARLY_FORM_ID} noValidate aria-label={t`Today's priorities`}>
        <Stack gap="sm">
          {[1, 2, 3].map((n) => (
            <TextInput
              key={n}
              name={`priority${n}`}
              maxLength={500}
              {...priorityFieldText(i18n, n, 'custom')}
            />
          ))}
        </Stack>
      </form>
    </StepFrame>
  );
}
