import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, CloseButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import { CheckList } from '../../ui/CheckList';
import { Link } from '../../ui/Link';
import { useSeriesOffered } from './series-offered';

/** What premium covers (spec part 1 'Upgrade prompt'); '7-Day Series' only where the server has one. */
export const PREMIUM_BENEFITS = [
  msg`Reflections Archive`,
  msg`Multiple Goals`,
  msg`7-Day Series`,
  msg`Lifetime access`,
] as const;
const SERIES_BENEFIT = PREMIUM_BENEFITS[2];

export interface UpgradePromptProps {
  /** The premium feature the person reached for, for example 'Multiple Goals'. */
  feature: string;
  /** Shows a close button when given. */
  onClose?: () => void;
}

/** The upgrade card: '{feature} is a premium feature', 'Upgrade for $100' (to /upgrade) and the benefits. */
export function UpgradePrompt({ feature, onClose }: UpgradePromptProps) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const seriesOffered = useSeriesOffered();
  const benefits = PREMIUM_BENEFITS.filter((benefit) => seriesOffered || benefit !== SERIES_BENEFIT);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="yellow" size="lg" radius="xl" aria-hidden="true">
              <IconCrown size={20} />
            </ThemeIcon>
            <Title order={3} size="h4" id={headingId}>
              {t`${feature} is a premium feature`}
            </Title>
          </Group>
          {onClose && <CloseButton aria-label={t`Close upgrade prompt`} onClick={onClose} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t`One-time payment of $100 for lifetime access. No recurring fees.`}
        </Text>
        <CheckList items={benefits.map((benefit) => i18n._(benefit))} />
        <Button component={Link} to="/upgrade" color="yellow" w={{ base: '100%', xs: 'fit-content' }}>
          {t`Upgrade for $100`}
        </Button>
      </Stack>
    </Card>
  );
}
