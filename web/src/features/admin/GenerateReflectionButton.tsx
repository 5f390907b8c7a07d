import { Button, Group } from '@mantine/core';
import type { AdminGeneratedReflection } from '@reign/contract/scripture-admin';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../ui/toast';

export interface GenerateTexts {
  missingTitle: string;
  missing: string;
  doneTitle: string;
  failedTitle: string;
  failed: string;
}

/** The toast when the AI is off: the built-in reflection is in the form. */
export const AI_OFF_MESSAGE = 'AI is not set up, so a built-in reflection was filled in';

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
  const [generating, setGenerating] = useState(false);
  const run = async () => {
    const from = input();
    if (from === null) {
      showToast({ title: texts.missingTitle, message: texts.missing, variant: 'error' });
      return;
    }
    setGenerating(true);
    try {
      const answer = await generate(from);
      onGenerated(answer.reflection);
      if (answer.ai === 'answered') {
        showToast({
          title: texts.doneTitle,
          message: 'Review and edit it before saving.',
          variant: 'success',
        });
      } else if (answer.ai === 'off') {
        showToast({
          title: 'Built-in reflection',
          message: `${AI_OFF_MESSAGE}. Review and edit it before saving.`,
        });
      } else {
        showToast({
          title: texts.failedTitle,
          message:
            'The AI did not answer, so a built-in reflection was filled in. Try again or write your own.',
          variant: 'error',
        });
      }
    } catch {
      showToast({ title: texts.failedTitle, message: texts.failed, variant: 'error' });
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
