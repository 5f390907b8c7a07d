import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { PRINCIPLES } from '@reign/domain';
import { IconCheck, IconPlus, IconSparkles, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { generateActionSteps } from '../../data';
import { principleText } from '../../ui/principle-text';
import { showToast } from '../../ui/toast';
import { addActions, MAX_ACTIONS } from './day-plan';

/** One REIGN step of a series day: its letter, title and summary, then the step's fields. */
export function StepSection({ index, children }: { index: number; children: ReactNode }) {
  const principle = PRINCIPLES[index];
  const { i18n } = useLingui();
  const text = principle ? principleText(principle.key, i18n) : null;
  const headingId = `series-step-${principle?.key ?? index}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" aria-hidden="true">
            <Text fw={800}>{principle?.letter}</Text>
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id={headingId}>
              {text?.title}
            </Title>
            <Text size="sm" c="dimmed">
              {text?.summary}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** One priority's actions: the list, Add, and AI suggestions. */
export function ActionsFor({
  priority,
  actions,
  onChange,
}: {
  priority: string;
  actions: string[];
  onChange: (actions: string[]) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const add = () => {
    if (!draft.trim()) return;
    onChange(addActions(actions, [draft]));
    setDraft('');
  };
  const suggest = async () => {
    setSuggesting(true);
    const answer = await generateActionSteps(priority);
    setSuggesting(false);
    if (answer.failed) {
      showToast({ title: t`Could not generate action steps`, message: t`Using suggested steps instead.` });
    }
    onChange(addActions(actions, answer.value));
  };

  return (
    <Stack gap="xs" component="section" aria-label={t`Actions for ${priority}`}>
      <Text fw={600}>{priority}</Text>
      {actions.length > 0 && (
        <List spacing={4} size="sm" center>
          {actions.map((action) => (
            <List.Item
              key={action}
              icon={
                <ThemeIcon color="teal" size={18} radius="xl" aria-hidden="true">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{action}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t`Remove ${action}`}
                  onClick={() => onChange(actions.filter((a) => a !== action))}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t`Add an action for ${priority}`}
          placeholder={t`A concrete step you will take today`}
          value={draft}
          maxLength={500}
          disabled={actions.length >= MAX_ACTIONS}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" onClick={add} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t`Add`}
        </Button>
      </Group>
      <AiButton loading={suggesting} onClick={suggest}>
        {t`Suggest actions`}
      </AiButton>
    </Stack>
  );
}

/** A quiet 'ask the AI' button (Suggest actions, Personalize prayer). */
export function AiButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      w="fit-content"
      loading={loading}
      onClick={onClick}
      leftSection={<IconSparkles size={14} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}
