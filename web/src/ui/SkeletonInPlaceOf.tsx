import { Box, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * While a list loads from the device: the room of what it most likely shows (its empty state),
 * unseen and covered by a skeleton, so what follows does not move when that arrives, and a tap
 * below lands where it was aimed. `children` is drawn hidden from sight and from assistive
 * technology; `label` names the wait.
 */
export function SkeletonInPlaceOf({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box pos="relative">
      <Box aria-hidden="true" style={{ visibility: 'hidden' }}>
        {children}
      </Box>
      <Box pos="absolute" inset={0} role="status" aria-busy="true" aria-label={label}>
        <Skeleton h="100%" radius="md" />
      </Box>
    </Box>
  );
}
