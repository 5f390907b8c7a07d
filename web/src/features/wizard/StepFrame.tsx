import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { PRINCIPLES, type Principle } from '@reign/domain';
import { IconCloudOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { principleText } from '../../ui/principle-text';
import classes from './Wizard.module.css';

export interface StepFrameProps {
  /** the principle the step is named after: its title and summary head the step */
  principle: Principle['key'];
  children: ReactNode;
  /** the step's buttons, right-aligned (Previous, Continue, Save & Reign) */
  actions: ReactNode;
}

function principleNamed(key: Principle['key']): Principle {
  const principle = PRINCIPLES.find((p) => p.key === key);
  if (!principle) throw new Error(`no principle '${key}'`);
  return principle;
}

/**
 * One step's panel (0.5 s entrance): its heading, which takes the focus on a step change (so a
 * screen reader announces the new step), the content, and the buttons.
 */
export function StepFrame({ principle, children, actions }: StepFrameProps) {
  const headingId = useId();
  const { i18n } = useLingui();
  const { title, summary } = principleText(principleNamed(principle).key, i18n);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg" className={classes.panel}>
      <div>
        <Title order={2} id={headingId} tabIndex={-1} className={classes.heading} data-step-heading>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {summary}
        </Text>
      </div>
      {children}
      <Group justify="flex-end" gap="sm" mt="xs">
        {actions}
      </Group>
    </Stack>
  );
}

/** The quiet mention that the built-in texts answered because the device is offline. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconCloudOff size={14} aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
