import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { AdminGeneratedReflection } from '@reign/contract/scripture-admin';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../ui/toast';

/** The form's own toast texts (catalogue messages, shown in the active language). */
export interface GenerateTexts {
  missingTitle: MessageDescriptor;
  missing: MessageDescriptor;
  doneTitle: MessageDescriptor;
  failedTitle: MessageDescriptor;
  failed: MessageDescriptor;
}

/** The toast when the AI is off: the built-in reflection is in the form. */
export const AI_OFF_MESSAGE = msg`AI is not set up, so a built-in reflection was filled in. Review and edit it before saving.`;

/**
 * 'Generate' in an admin form: writes a new AI reflection into the form for the admin to review, or
 * says what is missing first. With the AI off or failing the server's built-in reflection is filled
 * in, and the toast says so: never 'generated' for a text the AI did not write.
 */
export function GenerateReflectionButton<I>({
  label,
  texts,
  input,
  generate,
  onGenerated,
}: {
  label: string;
  texts: GenerateTexts;
  /** what the reflection is written from; null when something required is empty */
  input: () => I | null;
  generate: (input: I) => Promise<AdminGeneratedReflection>;
  onGenerated: (reflection: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [generating, setGenerating] = useState(false);
  const run = async () => {
    const from = input();
    if (from === null) {
      showToast({ title: i18n._(texts.missingTitle), message: i18n._(texts.missing), variant: 'error' });
      return;
    }
    setGenerating(true);
    try {
      const answer = await generate(from);
      onGenerated(answer.reflection);
      if (answer.ai === 'answered') {
        showToast({
          title: i18n._(texts.doneTitle),
          message: t`Review and edit it before saving.`,
          variant: 'success',
        });
      } else if (answer.ai === 'off') {
        showToast({
          title: t`Built-in reflection`,
          message: i18n._(AI_OFF_MESSAGE),
        });
      } else {
        showToast({
          title: i18n._(texts.failedTitle),
          message: t`The AI did not answer, so a built-in reflection was filled in. Try again or write your own.`,
          variant: 'error',
        });
      }
    } catch {
      showToast({ title: i18n._(texts.failedTitle), message: i18n._(texts.failed), variant: 'error' });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <Group justify="flex-end">
      <Button
        variant="light"
        leftSection={<IconSparkles size={16} />}
        loading={generating}
        onClick={() => void run()}
      >
        {label}
      </Button>
    </Group>
  );
}
