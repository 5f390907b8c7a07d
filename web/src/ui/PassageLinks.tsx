import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { type PlanDay, passagePath, passagesLabel } from '@reign/bible/reading-plans';
import { passagesInLanguage } from '../i18n/shared/reading-plans';
import { Link } from './Link';

/** The passages of a plan's day as links into the reader ('Genesis 1', 'Genesis 2', …). */
export function PassageLinks({ day }: { day: PlanDay }) {
  const { i18n } = useLingui();
  return (
    <Group gap="xs" component="span" wrap="wrap">
      {day.passages.map((p) => (
        <Anchor key={passagePath(p)} component={Link} to={passagePath(p)} size="sm">
          {passagesInLanguage(passagesLabel([p]), i18n.locale)}
        </Anchor>
      ))}
    </Group>
  );
}
