// Steps 2 to 5 of the wizard: one chunk and one component, loaded when the person leaves step 1 (or
// reloads on a later step), so the first screen does not carry the goal dialogs, the forms and their
// validation; once loaded, moving between these steps never suspends again.
import type { DayScripture } from '../../scripture';
import { EstablishStep } from './EstablishStep';
import { GrowStep } from './GrowStep';
import { InitiateStep } from './InitiateStep';
import { NavigateStep } from './NavigateStep';

export interface LaterStepProps {
  /** 1 to 4 */
  step: number;
  scripture: DayScripture | null;
  onBack: () => void;
  onNext: () => void;
}

export default function LaterStep({ step, scripture, onBack, onNext }: LaterStepProps) {
  if (step === 1) return <EstablishStep onBack={onBack} onContinue={onNext} />;
  if (step === 2) return <InitiateStep onBack={onBack} onContinue={onNext} />;
  if (step === 3) return <GrowStep onBack={onBack} onContinue={onNext} />;
  return <NavigateStep scripture={scripture} />;
}
