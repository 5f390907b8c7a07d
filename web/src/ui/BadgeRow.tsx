import { useLingui } from '@lingui/react/macro';
import { Badge, Group, type MantineColor } from '@mantine/core';

export interface BadgeItem {
  label: string;
  color: MantineColor;
  variant?: 'light' | 'outline';
  maw?: number;
}

/** A list item's small badges (category, priority, ...), then 'Overdue' in red when it is. */
export function BadgeRow({ badges, overdue = false }: { badges: (BadgeItem | null)[]; overdue?: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap={6} wrap="wrap">
      {badges.map((badge) =>
        badge ? (
          <Badge
            key={badge.label}
            variant={badge.variant ?? 'light'}
            color={badge.color}
            size="sm"
            maw={badge.maw}
          >
            {badge.label}
          </Badge>
        ) : null,
      )}
      {overdue && (
        <Badge color="red" size="sm">
          {t`Overdue`}
        </Badge>
      )}
    </Group>
  );
}
