import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { dayLabel } from '../../ui/day-label';
import { useAuth } from '../auth';
import { keptVerseCredit } from '../kept-verse';
import { useGuestPlanStore } from './guest-plan-store';
import { useSavePlan } from './use-save-plan';
import { useWizardStore } from './wizard-store';

/**
 * After signing in: the plan the person finished as a guest on this device, saved in one click
 * (or discarded). Beyond the spec, which loses that plan.
 */
export function GuestPlanCard() {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const plan = useGuestPlanStore((s) => s.plan);
  const clear = useGuestPlanStore((s) => s.clear);
  const wizardEntryId = useWizardStore((s) => s.entryId);
  const markSaved = useWizardStore((s) => s.markSaved);
  const { save, saving, modal } = useSavePlan(() => {
    if (plan && plan.id === wizardEntryId) markSaved();
    clear();
  });

  if (!user) return null;
  // the day and the verse's book in the person's language ('viernes, 27 de noviembre de 2026'; issue 51)
  const day = plan ? dayLabel(plan.date, 'long', i18n.locale) : '';
  const reference = plan ? keptVerseCredit(plan, i18n.locale).reference : '';
  return (
    <>
      {plan && (
        <Alert
          variant="light"
          color="reign"
          radius="md"
          title={t`Save the plan you made before signing in`}
          icon={<IconDeviceFloppy size={20} aria-hidden="true" />}
          role="region"
          aria-label={t`Save the plan you made before signing in`}
        >
          <Text size="sm" mb="xs">
            {t`Your plan for ${day} (${reference}) is still on this device:`}
          </Text>
          <List size="sm" mb="sm">
            {plan.priorities.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button onClick={() => void save(plan)} disabled={saving}>
              {saving ? t`Saving Your Plan...` : t`Save Plan`}
            </Button>
            <Button variant="subtle" color="gray" onClick={clear} disabled={saving}>
              {t`Discard`}
            </Button>
          </Group>
        </Alert>
      )}
      {modal}
    </>
  );
}
