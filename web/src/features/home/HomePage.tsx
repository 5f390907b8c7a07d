import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHistory, IconLayoutList } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth';
import { SharedVerseCard } from '../share';
import { GuestPlanCard, useGuestPlanStore, Wizard } from '../wizard';
import { FrameworkCard } from './FrameworkCard';
import { useFrameworkStore } from './framework-store';
import { TodayLabel } from './TodayLabel';

/**
 * The daily page (/): today's Central date with 'Past Reflections' (or 'Show Framework' while the
 * framework card is hidden), the REIGN framework card, a guest's unsaved plan after signing in,
 * and the five-step daily plan.
 */
export function HomePage() {
  useDocumentTitle('Reign · Today');
  const hidden = useFrameworkStore((s) => s.hidden);
  const hide = useFrameworkStore((s) => s.hide);
  const show = useFrameworkStore((s) => s.show);
  const signedIn = useAuth().user !== null;
  const keptPlan = useGuestPlanStore((s) => s.plan !== null);
  // Once shown it stays mounted: saving clears the kept plan, and the card's modal and its redirect
  // to the overview must outlive that.
  const [planCard, setPlanCard] = useState(false);
  useEffect(() => {
    if (signedIn && keptPlan) setPlanCard(true);
  }, [signedIn, keptPlan]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
            Today · Central Time
          </Text>
          <Title order={1} size="h2">
            <TodayLabel />
          </Title>
        </div>
        {hidden ? (
          <Button
            variant="light"
            leftSection={<IconLayoutList size={18} aria-hidden="true" />}
            onClick={show}
          >
            Show Framework
          </Button>
        ) : (
          <Anchor component={Link} to="/reflections" fw={500}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconHistory size={18} aria-hidden="true" />
              Past Reflections
            </Group>
          </Anchor>
        )}
      </Group>
      <SharedVerseCard />
      {!hidden && <FrameworkCard onClose={hide} />}
      {planCard && (
        <Suspense fallback={null}>
          <GuestPlanCard />
        </Suspense>
      )}
      <Wizard />
    </Stack>
  );
}
