import { useLingui } from '@lingui/react/macro';
import { Blockquote, Textarea } from '@mantine/core';
import { ScriptureLink } from '../../bible';
import { StepFrame } from '../StepFrame';
import { useWizardStore } from '../wizard-store';
import { BackAndContinue } from './StepButtons';

/** The fixed encouragement of the Grow step (World English Bible, like every verse in Reign). */
export const GROW_QUOTE = {
  reference: 'Romans 5:3-5',
  text: 'Not only this, but we also rejoice in our sufferings, knowing that suffering produces perseverance; and perseverance, proven character; and proven character, hope; and hope doesn’t disappoint us, because God’s love has been poured into our hearts through the Holy Spirit who was given to us.',
} as const;

/** Step 3, Grow with Grit: the challenges the person expects, and a fixed scripture encouragement. */
export function GrowStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const { t } = useLingui();
  const challenges = useWizardStore((s) => s.challenges);
  const setChallenges = useWizardStore((s) => s.setChallenges);

  return (
    <StepFrame principle="grow" actions={<BackAndContinue onBack={onBack} onClick={onContinue} />}>
      <Textarea
        label={t`What challenges might you face today?`}
        description={t`Naming them now helps you meet them with faith. Optional.`}
        placeholder={t`For example: a tight deadline, a hard conversation, feeling tired...`}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={5000}
        value={challenges}
        onChange={(e) => setChallenges(e.currentTarget.value)}
      />
      <Blockquote
        color="reign"
        p="md"
        cite={
          <>
            <ScriptureLink reference={GROW_QUOTE.reference} prefix="— " /> (WEB)
          </>
        }
      >
        {GROW_QUOTE.text}
      </Blockquote>
    </StepFrame>
  );
}
