import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyPart } from '../../../ui/LazyPart';
import { ListSkeleton } from '../../../ui/ListSkeleton';

// The charts and @mantine/charts (recharts) are their own chunk, loaded when the section nears the view.
const JourneyCharts = lazyPart(async () => ({ default: (await import('./JourneyCharts')).JourneyCharts }));

/** True once the element is within 200px of the viewport (after the first render where there is no IntersectionObserver). */
function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  // false on the server and in the first render alike (the server has no IntersectionObserver)
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The overview's 'Your Journey' section: its heading at once, the charts (and their library) only
 * when the person scrolls near them, so the overview's own cards come first.
 */
export function JourneySection() {
  const { t } = useLingui();
  const headingId = useId();
  const { ref, near } = useNearView<HTMLDivElement>();
  const loading = <ListSkeleton label={t`Loading your journey`} rows={2} height={160} />;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} mt="lg" ref={ref}>
      <Title order={2} size="h3" id={headingId}>
        {t`Your Journey`}
      </Title>
      {near ? <Suspense fallback={loading}>{<JourneyCharts />}</Suspense> : loading}
    </Stack>
  );
}
