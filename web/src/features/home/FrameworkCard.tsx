import { Button, Card, CloseButton, Collapse, Group, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { PrinciplesList } from '../../ui/PrinciplesList';

/**
 * The five REIGN steps, closable; the home page remembers the choice. Folded (issue 15: on phones,
 * and after the first visit) it is one line, 'What is REIGN?', that opens it, so the day's verse
 * is on the first screen.
 */
export function FrameworkCard({
  onClose,
  folded,
  open,
  onToggle,
}: {
  onClose: () => void;
  folded: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const bodyId = useId();
  const expanded = !folded || open;
  return (
    <Card
      withBorder
      radius="md"
      padding={folded ? 'sm' : 'lg'}
      component="section"
      aria-labelledby="framework-heading"
    >
      <Group justify="space-between" align="center" wrap="nowrap" mb={expanded ? 'md' : 0}>
        {folded ? (
          <Button
            variant="subtle"
            px="xs"
            aria-expanded={open}
            aria-controls={bodyId}
            rightSection={
              open ? (
                <IconChevronUp size={16} aria-hidden="true" />
              ) : (
                <IconChevronDown size={16} aria-hidden="true" />
              )
            }
            onClick={onToggle}
          >
            <span id="framework-heading">What is REIGN?</span>
          </Button>
        ) : (
          <div>
            <Title order={2} size="h3" id="framework-heading">
              The REIGN Framework
            </Title>
            <Text size="sm" c="dimmed">
              Five steps to order your day: Scripture first, then your priorities, actions, grit and prayer.
            </Text>
          </div>
        )}
        <CloseButton aria-label="Hide framework" onClick={onClose} />
      </Group>
      <Collapse expanded={expanded} id={bodyId}>
        <PrinciplesList />
      </Collapse>
    </Card>
  );
}
