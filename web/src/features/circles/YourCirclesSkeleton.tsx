import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';

/** 'Your circles' while its code or the circles load: its height, never an empty state meanwhile. */
export function YourCirclesSkeleton() {
  const { t } = useLingui();
  return (
    <Skeleton height={132} radius="md" role="status" aria-busy="true" aria-label={t`Loading your circles`} />
  );
}
