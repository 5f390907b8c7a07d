import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconLayoutList } from '@tabler/icons-react';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChosenTimeZone } from '../../api';
import { afterHydration } from '../../ssr/hydration';
import { lazyPart } from '../../ui/LazyPart';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/use-page-title';
import { zoneLabel } from '../../ui/zone-label';
import { useAuth } from '../auth';
import { SharedVerseCard } from '../share';
import { GuestPlanCard, useGuestPlanStore, Wizard } from '../wizard';
import { FrameworkCard } from './FrameworkCard';
import { useFrameworkStore } from './framework-store';
import { TodayLabel } from './TodayLabel';
import { useHomeView } from './use-home-view';

// Today's saved plan, with its streak, actions and reminder cards, is a signed-in person's view:
// its code is fetched once someone is signed in, and a guest's first load goes without it.
const TodayPlanView = lazyPart(() => import('./TodayPlanView'));

/**
 * The daily page (/): today's Central date with 'Past Reflections' (or 'Show Framework' while the
 * framework card is hidden), the REIGN framework card, a guest's unsaved plan after signing in,
 * and today's saved plan (issue 15) or the five-step daily plan.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Today`);
  const hidden = useFrameworkStore((s) => s.hidden);
  const hide = useFrameworkStore((s) => s.hide);
  const showCard = useFrameworkStore((s) => s.show);
  const markSeen = useFrameworkStore((s) => s.markSeen);
  // Folded on phones and after the first visit (issue 15); 'Show Framework' brings it back open.
  // Both are the device's, unknown to the server: measured after hydration (the server's HTML is
  // the open card, and the card's stylesheet folds it on a phone until then).
  const phone = useMediaQuery('(max-width: 48em)', false) ?? false;
  const [seenBefore, setSeenBefore] = useState(false);
  const [ready, setReady] = useState(false);
  const [frameworkOpen, setFrameworkOpen] = useState(false);
  // Read and marked once the device's stored choices are in the store: after the server's HTML is
  // hydrated (ssr/hydration.ts), else marking first would write the defaults over them.
  useEffect(
    () =>
      afterHydration(() => {
        // a transition: the page re-renders in slices, not in one task right after hydrating
        startTransition(() => {
          setSeenBefore(useFrameworkStore.getState().seen);
          setReady(true);
        });
        markSeen();
      }),
    [markSeen],
  );
  const show = () => {
    setFrameworkOpen(true);
    showCard();
  };
  const [searchParams] = useSearchParams();
  const auth = useAuth();
  const signedIn = auth.user !== null;
  const [view, edit] = useHomeView(signedIn, auth.isLoading);
  // the member's own zone when they chose one (issue 39); the spec's words otherwise
  const zone = useChosenTimeZone();
  const zoneName = zone ? zoneLabel(zone, i18n.locale) : t`Central Time`;
  useEffect(() => {
    if (signedIn) TodayPlanView.preload().catch(() => {});
  }, [signedIn]);
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
            {t`Today · ${zoneName}`}
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
            {t`Show Framework`}
          </Button>
        ) : (
          <Anchor component={Link} to="/reflections" fw={500}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconHistory size={18} aria-hidden="true" />
              {t`Past Reflections`}
            </Group>
          </Anchor>
        )}
      </Group>
      {searchParams.has('verse') && (
        <Suspense fallback={null}>
          <SharedVerseCard />
        </Suspense>
      )}
      {!hidden && (
        <FrameworkCard
          onClose={hide}
          folded={phone || seenBefore}
          open={frameworkOpen}
          onToggle={() => setFrameworkOpen((o) => !o)}
          ready={ready}
        />
      )}
      {planCard && (
        <Suspense fallback={null}>
          <GuestPlanCard />
        </Suspense>
      )}
      {/* Until it is known whether today's plan is saved (and on the server, which cannot know),
          the wizard's first step shows today's verse: never a spinner where the verse will be. */}
      {view.kind === 'plan' ? (
        <Suspense fallback={<Wizard />}>
          <TodayPlanView entry={view.entry} onEdit={edit} />
        </Suspense>
      ) : (
        <Wizard />
      )}
    </Stack>
  );
}
