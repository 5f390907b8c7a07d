import { Button, Group } from '@mantine/core';
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

/**
 * 'Generate' in an admin form: writes an AI reflection into the form for the admin to review, or
 * says what is missing first.
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
  generate: (input: I) => Promise<string>;
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
      onGenerated(await generate(from));
      showToast({ title: texts.doneTitle, message: 'Review and edit it before saving.', variant: 'success' });
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
