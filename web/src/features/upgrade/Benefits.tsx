import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconTarget, IconTimeline } from '@tabler/icons-react';
import { CheckList } from '../../ui/CheckList';
import { useSeriesOffered } from '../upgrade-prompt';

/** What membership unlocks; '7-Day Series' is named only when this server offers a series. */
export const BENEFITS = [
  {
    title: msg`Reflections Archive`,
    text: msg`Every daily scripture and the reflections from your own plans, searchable by month.`,
    icon: IconBook2,
  },
  {
    title: msg`Multiple Goals`,
    text: msg`Plan every area of life with as many goals as you need.`,
    icon: IconTarget,
  },
  {
    title: msg`7-Day Series`,
    text: msg`Week-long journeys through scripture, one theme and one plan a day.`,
    icon: IconTimeline,
    needsSeries: true,
  },
] as const;

/** What lifetime membership unlocks, beside the payment form. */
export function Benefits() {
  const { t, i18n } = useLingui();
  const seriesOffered = useSeriesOffered();
  const benefits = BENEFITS.filter((benefit) => seriesOffered || !('needsSeries' in benefit));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="benefits-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="benefits-heading">
          {t`What lifetime membership unlocks`}
        </Title>
        <Stack gap="sm">
          {benefits.map(({ title, text, icon: Icon }) => (
            // the English is the message's key (its compiled descriptor carries no id)
            <Group key={i18n._(title)} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{i18n._(title)}</Text>
                <Text size="sm" c="dimmed">
                  {i18n._(text)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        <CheckList items={[t`Lifetime access`, t`No recurring fees`]} />
      </Stack>
    </Card>
  );
}
