import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { TopicLetters } from '@reign/contract/topics';
import { countLabel } from './topics-api';

const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

export interface LetterNavProps {
  /** each letter's count of topics; while unknown every letter can be chosen */
  letters: TopicLetters | undefined;
  /** the chosen letter, '' for none */
  selected: string;
  onSelect: (letter: string) => void;
}

/** A–Z: the topics under one letter. A letter no topic starts with is shown, and cannot be chosen. */
export function LetterNav({ letters, selected, onSelect }: LetterNavProps) {
  const { t, i18n } = useLingui();
  return (
    <Group component="nav" aria-label={t`Topics by letter`} gap={4}>
      {ALPHABET.map((letter) => {
        const count = letters?.find((l) => l.letter === letter)?.topics;
        const none = count === 0;
        const chosen = selected === letter;
        return (
          <Button
            key={letter}
            size="compact-md"
            w={36}
            px={0}
            variant={chosen ? 'filled' : 'default'}
            aria-pressed={chosen}
            disabled={none}
            aria-label={
              none
                ? t`${letter}: no topics`
                : count === undefined
                  ? letter
                  : `${letter}: ${countLabel(count, 'topic', i18n)}`
            }
            onClick={() => onSelect(chosen ? '' : letter)}
          >
            {letter}
          </Button>
        );
      })}
    </Group>
  );
}
