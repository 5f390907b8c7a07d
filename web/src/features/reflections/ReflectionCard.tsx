import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import type { ReflectionItem } from '@reign/contract';
import { useId } from 'react';
import { CardButton } from '../../ui/CardButton';
import { archiveCredit } from './archive-credit';
import { REFLECTION_PREVIEW_LENGTH, shortDate, truncate, VERSE_PREVIEW_LENGTH } from './archive-filters';
import classes from './ReflectionCard.module.css';

/**
 * One archive card (spec part 2 'Reflections Archive'): the date, a Daily badge for scheduled
 * content, the reference, the verse cut at 100 and the reflection at 120 characters. The whole
 * card is a button that opens the reflection.
 */
export function ReflectionCard({
  item,
  onOpen,
}: {
  item: ReflectionItem;
  onOpen: (item: ReflectionItem) => void;
}) {
  const { t, i18n } = useLingui();
  const referenceId = useId();
  const dateId = useId();
  const previewId = useId();
  return (
    <CardButton
      className={classes.card}
      onClick={() => onOpen(item)}
      aria-labelledby={`${referenceId} ${dateId}`}
      aria-describedby={previewId}
      data-testid="reflection-card"
    >
      <Group component="span" justify="space-between" wrap="nowrap" w="100%">
        <Text component="span" size="sm" c="dimmed" id={dateId}>
          {shortDate(item.date, i18n.locale)}
        </Text>
        {item.type === 'scheduled' && (
          <Badge component="span" variant="light" size="sm">
            {t`Daily`}
          </Badge>
        )}
      </Group>
      <Text component="span" fw={700} id={referenceId}>
        {archiveCredit(item, i18n.locale).label}
      </Text>
      <span id={previewId}>
        <Text component="span" display="block" fs="italic" size="sm">
          "{truncate(item.verse, VERSE_PREVIEW_LENGTH)}"
        </Text>
        {item.reflection?.trim() && (
          <Text component="span" display="block" size="sm" c="dimmed" mt="xs">
            {truncate(item.reflection, REFLECTION_PREVIEW_LENGTH)}
          </Text>
        )}
      </span>
    </CardButton>
  );
}
