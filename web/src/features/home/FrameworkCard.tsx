import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconChevronDown, IconX } from '@tabler/icons-react';
import { startTransition, useEffect, useId, useState } from 'react';
import { PrinciplesList } from '../../ui/PrinciplesList';
import classes from './FrameworkCard.module.css';

/**
 * The five REIGN steps, closable; the home page remembers the choice. Folded (issue 15: on phones,
 * and after the first visit) it is one line, 'What is REIGN?', that opens it, so the day's verse
 * is on the first screen. Both headers are always rendered, one of them `hidden`, so the server's
 * HTML (open: it knows neither the screen nor the device's choices) hydrates as it is; until
 * `ready` its stylesheet folds or hides it from the first paint (FrameworkCard.module.css).
 */
export function FrameworkCard({
  onClose,
  folded,
  open,
  onToggle,
  ready,
}: {
  onClose: () => void;
  folded: boolean;
  open: boolean;
  onToggle: () => void;
  /** the device's choices (screen size, earlier visits) are known */
  ready: boolean;
}) {
  const { t } = useLingui();
  const bodyId = useId();
  const headingId = useId();
  const expanded = !folded || open;
  // No animation until the card is the page's: folding it when the device's choices arrive must
  // not slide the page below it (layout shift); opening and closing it afterwards animates.
  const [animate, setAnimate] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setAnimate(true));
  }, [ready]);
  return (
    <Card
      withBorder
      radius="md"
      padding={folded ? 'sm' : 'lg'}
      component="section"
      aria-labelledby={headingId}
      className={classes.card}
      data-ready={ready || undefined}
    >
      <Group
        justify="space-between"
        align="center"
        wrap="nowrap"
        mb={expanded ? 'md' : 0}
        className={classes.head}
      >
        <Button
          variant="subtle"
          px="xs"
          aria-expanded={open}
          aria-controls={bodyId}
          className={classes.fold}
          hidden={!folded}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden="true"
              className={classes.chevron}
              data-open={open || undefined}
            />
          }
          onClick={onToggle}
        >
          <span id={folded ? headingId : undefined}>{t`What is REIGN?`}</span>
        </Button>
        <div className={classes.full} hidden={folded}>
          <Title order={2} size="h3" id={folded ? undefined : headingId}>
            {t`The REIGN Framework`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Five steps to order your day: Scripture first, then your priorities, actions, grit and prayer.`}
          </Text>
        </div>
        {/* ActionIcon is in the first chunk already; Mantine's CloseButton was 0.5 KB more of it */}
        <ActionIcon variant="subtle" color="gray" aria-label={t`Hide framework`} onClick={onClose}>
          <IconX size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {/* folds with a CSS transition (FrameworkCard.module.css), not Mantine's Collapse: its code
          and its two resize hooks were more than a KB of the first load (docs/decisions.md) */}
      <div
        id={bodyId}
        className={classes.body}
        data-folded={!expanded || undefined}
        data-animate={animate || undefined}
      >
        <div className={classes.bodyInner}>
          <PrinciplesList />
        </div>
      </div>
    </Card>
  );
}
