import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isUsableReflection } from '@reign/domain';
import { IconArrowRight, IconBook } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { generateReflection, useOnline } from '../../../data';
import { EnglishOnly } from '../../../ui/EnglishOnly';
import { showToast } from '../../../ui/toast';
import { AudioPlayer, ReadAloudParagraphs } from '../../audio';
import { MemberTranslation, useShownTranslation, VerseQuote } from '../../bible';
import { CommentaryCredit } from '../../commentary';
import { TodayReadingCard, useReadingHint } from '../../reading-plans';
import { type DayScripture, verseInTranslation } from '../../scripture';
import { ShareVerseButton } from '../../share';
import { OfflineNote, StepFrame } from '../StepFrame';
import { useWizardStore } from '../wizard-store';
import { spokenDay } from './spoken-day';

function originNote(scripture: DayScripture, online: boolean, i18n: I18n): string | null {
  if (scripture.origin === 'cache') {
    return online
      ? i18n._(msg`showing the verse saved on this device.`)
      : i18n._(msg`Offline: showing the verse saved on this device.`);
  }
  if (scripture.origin === 'daily-list') {
    return online
      ? i18n._(msg`showing the built-in verse of the day.`)
      : i18n._(msg`Offline: showing the built-in verse of the day.`);
  }
  return null;
}

/**
 * The reflection the step shows (spec part 1 section 4): the supplied one when longer than 20
 * characters; otherwise a generated one ('Generating personalized reflection...'), and when that
 * fails the supplied one with a destructive toast.
 */
function useStepReflection(scripture: DayScripture | null, reflectionPending: boolean) {
  const { i18n: runtime } = useLingui();
  const stored = useWizardStore((s) => s.reflection);
  const setReflection = useWizardStore((s) => s.setReflection);
  const [generating, setGenerating] = useState(false);
  const [offline, setOffline] = useState(false);

  const supplied = scripture?.reflection ?? '';
  // Boolean(): keep `supplied` a string below (the guard would narrow it to never).
  const usable = Boolean(isUsableReflection(supplied));
  const generated = scripture && stored?.reference === scripture.reference ? stored.text : null;
  const needsGenerated = Boolean(scripture) && !reflectionPending && !usable && generated === null;

  useEffect(() => {
    if (!needsGenerated || !scripture) return;
    let cancelled = false;
    setGenerating(true);
    void generateReflection({ verse: scripture.verse, reference: scripture.reference }).then((answer) => {
      if (cancelled) return;
      let text = answer.value;
      if (answer.failed && supplied.trim()) {
        showToast({
          title: runtime._(msg`Could not generate AI reflection`),
          message: runtime._(msg`Using the provided reflection instead.`),
          variant: 'error',
        });
        text = supplied.trim();
      }
      setOffline(answer.offline);
      setReflection({ reference: scripture.reference, text });
      setGenerating(false);
    });
    return () => {
      cancelled = true;
      setGenerating(false);
    };
  }, [needsGenerated, scripture, supplied, setReflection, runtime]);

  const text = usable ? supplied : (generated ?? '');
  const credit = usable ? scripture?.credit : undefined;
  // the day's own reflection is English unless written in the screens' language (a Spanish answer's:
  // docs/i18n.md); a generated one is in the person's
  const english = usable && !scripture?.reflectionLanguage;
  return { text, credit, english, generating: generating || needsGenerated, offline };
}

export interface RenewStepProps {
  scripture: DayScripture | null;
  reflectionPending: boolean;
  onContinue: () => void;
}

/** Step 0, Renew Your Mind: today's scripture, its reflection (in paragraphs) and the audio player. */
export function RenewStep({ scripture, reflectionPending, onContinue }: RenewStepProps) {
  const online = useOnline();
  const { t, i18n } = useLingui();
  const reflection = useStepReflection(scripture, reflectionPending);
  const note = scripture ? originNote(scripture, online, i18n) : null;
  const reflectionReady = !reflectionPending && !reflection.generating;
  const translation = useShownTranslation();
  const shown = scripture ? verseInTranslation(scripture, translation) : null;
  // the book named in the screens' language (the server's, or the built-in list's offline)
  const reference = scripture ? (scripture.localReference ?? scripture.reference) : '';
  // 'Today's reading' (issue 38): its code loads only when this device knows an active plan
  const hasReadingPlan = useReadingHint();

  return (
    <StepFrame
      principle="renew"
      actions={
        <Button
          onClick={onContinue}
          // before the app has started, a tap shows the server's step 2 (EarlyStep.tsx)
          data-early-next=""
          disabled={!scripture}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {t`Continue`}
        </Button>
      }
    >
      <MemberTranslation />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="today-scripture-heading">
        <Group gap="xs" mb="sm">
          <IconBook size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={3} size="h4" id="today-scripture-heading">
            {t`Today's Scripture`}
          </Title>
        </Group>
        {scripture && shown ? (
          <Stack gap="sm">
            <VerseQuote
              verse={shown.text}
              reference={reference}
              to={scripture.readerPath}
              translation={shown.abbreviation}
              large
            />
            <ShareVerseButton reference={reference} verse={shown.text} translation={shown.abbreviation} />
            {note && <OfflineNote>{note}</OfflineNote>}
            {reflectionReady && (
              <AudioPlayer
                audioUrl={scripture.audioUrl}
                title={reference}
                {...spokenDay(scripture, shown.text, reflection.text, i18n.locale, reflection.english)}
              />
            )}
          </Stack>
        ) : (
          <Stack gap="xs" role="status" aria-label={t`Loading today's scripture`}>
            <Skeleton height={18} />
            <Skeleton height={18} width="85%" />
            <Skeleton height={14} width="30%" mt="xs" />
          </Stack>
        )}
      </Card>
      {hasReadingPlan && (
        <Suspense fallback={null}>
          <TodayReadingCard where="renew" />
        </Suspense>
      )}

      <Stack component="section" aria-labelledby="reflection-heading" gap="sm">
        <Title order={3} size="h4" id="reflection-heading">
          {t`Reflection`}
        </Title>
        {!scripture ? null : reflectionPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t`Generating today's reflection...`}</Text>
          </Group>
        ) : reflection.generating ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t`Generating personalized reflection...`}</Text>
          </Group>
        ) : reflection.text.trim() ? (
          <Stack gap="sm">
            {reflection.english ? (
              <EnglishOnly>
                <ReadAloudParagraphs text={reflection.text} />
              </EnglishOnly>
            ) : (
              <ReadAloudParagraphs text={reflection.text} />
            )}
            {scripture && <CommentaryCredit credit={reflection.credit} reference={scripture.reference} />}
            {reflection.offline && <OfflineNote>{t`Offline: using a built-in reflection.`}</OfflineNote>}
          </Stack>
        ) : (
          <Text c="dimmed">{t`No reflection available for this verse.`}</Text>
        )}
      </Stack>
    </StepFrame>
  );
}
