import { useLingui } from '@lingui/react/macro';
import { Blockquote, Textarea } from '@mantine/core';
import { ScriptureLink } from '../../bible';
import { StepFrame } from '../StepFrame';
import { useWizardStore } from '../wizard-store';
import { BackAndContinue } from './StepButtons';

/**
 * The fixed encouragement of the Grow step: the World English Bible's words, like every English verse
 * in Reign, and the Reina-Valera 1909's for a Spanish reader (issue 51), with the book named in Spanish.
 */
export const GROW_QUOTES = {
  en: {
    reference: 'Romans 5:3-5',
    label: 'Romans 5:3-5',
    translation: 'WEB',
    text: 'Not only this, but we also rejoice in our sufferings, knowing that suffering produces perseverance; and perseverance, proven character; and proven character, hope; and hope doesn’t disappoint us, because God’s love has been poured into our hearts through the Holy Spirit who was given to us.',
  },
  es: {
    reference: 'Romans 5:3-5',
    label: 'Romanos 5:3-5',
    translation: 'RV1909',
    text: 'Y no sólo esto, mas aun nos gloriamos en las tribulaciones, sabiendo que la tribulación produce paciencia; Y la paciencia, prueba; y la prueba, esperanza; Y la esperanza no avergüenza; porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dado.',
  },
} as const;

/** The Grow step's verse in the reader's language (English unless Spanish). */
export const growQuote = (locale: string) => (locale === 'es' ? GROW_QUOTES.es : GROW_QUOTES.en);

/** Step 3, Grow with Grit: the challenges the person expects, and a fixed scripture encouragement. */
export function GrowStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const { t, i18n } = useLingui();
  const quote = growQuote(i18n.locale);
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
            <ScriptureLink reference={quote.reference} label={quote.label} prefix="— " /> ({quote.translation}
            )
          </>
        }
      >
        {quote.text}
      </Blockquote>
    </StepFrame>
  );
}
