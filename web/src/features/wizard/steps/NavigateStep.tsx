import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { PrayedFor } from '@reign/contract';
import { IconCrown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { generateEncouragement } from '../../../data';
import { i18n as runtime } from '../../../i18n';
import { Paragraphs } from '../../../ui/Paragraphs';
import { showToast } from '../../../ui/toast';
import { useAuth } from '../../auth';
import { TextWithReferences, useShownTranslation } from '../../bible';
import { PrayerRequestPicker } from '../../prayers';
import { type DayScripture, verseInTranslation } from '../../scripture';
import { GuestSignUpDialog } from '../GuestSignUpDialog';
import { useGuestPlanStore } from '../guest-plan-store';
import { planBody } from '../plan-body';
import { planActionSteps } from '../rules';
import { OfflineNote, StepFrame } from '../StepFrame';
import { useSavePlan } from '../use-save-plan';
import { useWizard } from '../use-wizard';
import { useWizardStore } from '../wizard-store';
import { useInitiateSlots } from './InitiateStep';

/** The plan as it stands: priorities and the action steps that will be saved. */
function usePlan() {
  const { slots, loaded } = useInitiateSlots();
  const groups = useWizardStore((s) => s.groups);
  const challenges = useWizardStore((s) => s.challenges);
  const priorities = slots.map((s) => s.priority);
  const actionSteps = planActionSteps(
    slots.map((s) => {
      const g = groups[s.index];
      return { priority: s.priority, kind: s.kind, group: g && g.priority === s.priority ? g : undefined };
    }),
  );
  return { priorities, actionSteps, challenges, loaded };
}

/**
 * Step 4, Navigate in Faith: the day's prayer (generated; a built-in one when that fails) and
 * 'Save & Reign'. Signed in, the plan is saved (on this device first, so offline too); a guest is
 * asked to create an account, and the plan is kept to save after signing in.
 */
export function NavigateStep({ scripture }: { scripture: DayScripture | null }) {
  const { user } = useAuth();
  const plan = usePlan();
  const {
    prayer,
    setPrayer,
    reflection: storedReflection,
    entryId,
    date,
    markSaved,
  } = useWizard('prayer', 'setPrayer', 'reflection', 'entryId', 'date', 'markSaved');
  const keepGuestPlan = useGuestPlanStore((s) => s.keep);
  const clearGuestPlan = useGuestPlanStore((s) => s.clear);
  const { t } = useLingui();
  const [guestOpen, setGuestOpen] = useState(false);
  const [prayedFor, setPrayedFor] = useState<PrayedFor[]>([]);
  // the translation Renew Your Mind showed the verse in: the plan keeps those words (issue 51)
  const translation = useShownTranslation();
  const { save, saving, modal } = useSavePlan(() => {
    markSaved();
    clearGuestPlan();
  });

  const prayerInput = {
    priorities: plan.priorities,
    actionSteps: plan.actionSteps,
    challenges: plan.challenges.trim(),
    ...(prayedFor.length ? { prayerRequests: prayedFor.map((p) => p.title) } : {}),
  };
  const key = JSON.stringify(prayerInput);
  const current = prayer?.key === key ? prayer : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `prayerInput`
  useEffect(() => {
    if (!plan.loaded || current) return;
    let cancelled = false;
    void generateEncouragement(prayerInput).then((answer) => {
      if (cancelled) return;
      if (answer.failed) {
        showToast({
          title: runtime._(msg`Could not generate personalized prayer`),
          message: runtime._(msg`Using a default prayer instead.`),
        });
      }
      setPrayer({ key, text: answer.value, offline: answer.offline });
    });
    return () => {
      cancelled = true;
    };
  }, [key, plan.loaded, current === null, setPrayer]);

  const onSave = async () => {
    if (!scripture) return;
    const reflection =
      storedReflection?.reference === scripture.reference ? storedReflection.text : scripture.reflection;
    const shown = verseInTranslation(scripture, translation);
    const body = planBody({
      id: entryId,
      date,
      verse: shown.text,
      verseReference: scripture.reference,
      verseTranslation: shown.translation,
      verseReflection: reflection,
      priorities: plan.priorities,
      actionSteps: plan.actionSteps,
      challenges: plan.challenges,
      // the prayer on screen is the one the plan keeps (issue 37)
      prayer: current?.text ?? null,
    });
    if (prayedFor.length) body.prayedFor = prayedFor;
    if (user) {
      await save(body);
    } else {
      keepGuestPlan(body);
      setGuestOpen(true);
    }
  };

  return (
    <StepFrame
      principle="navigate"
      actions={
        <Button
          size="md"
          onClick={onSave}
          disabled={!scripture || saving}
          leftSection={
            saving ? <Loader size={16} color="currentColor" /> : <IconCrown size={18} aria-hidden="true" />
          }
        >
          {saving ? t`Saving Your Plan...` : t`Save & Reign`}
        </Button>
      }
    >
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prayer-heading">
        <Stack gap="sm">
          <Title order={3} size="h4" id="prayer-heading">
            {t`Your Prayer for Today`}
          </Title>
          {user ? <PrayerRequestPicker value={prayedFor} onChange={setPrayedFor} /> : null}
          {current ? (
            <>
              <div data-testid="prayer-text">
                <Paragraphs text={current.text} italic render={(p) => <TextWithReferences text={p} />} />
              </div>
              {current.offline && <OfflineNote>{t`Offline: using a built-in prayer.`}</OfflineNote>}
            </>
          ) : (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text c="dimmed">{t`Generating your personalized prayer...`}</Text>
            </Group>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-summary-heading">
        <Title order={3} size="h4" id="plan-summary-heading" mb="sm">
          {t`Today's Plan`}
        </Title>
        <List spacing="sm" type="ordered">
          {plan.priorities.map((priority) => {
            const actions = plan.actionSteps.find((g) => g.priority === priority)?.actions ?? [];
            return (
              <List.Item key={priority}>
                <Text fw={600}>{priority}</Text>
                {actions.length > 0 && (
                  <List withPadding size="sm" spacing={2}>
                    {actions.map((a) => (
                      <List.Item key={a}>
                        <TextWithReferences text={a} />
                      </List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            );
          })}
        </List>
      </Card>

      {modal}
      <GuestSignUpDialog opened={guestOpen} onClose={() => setGuestOpen(false)} />
    </StepFrame>
  );
}
