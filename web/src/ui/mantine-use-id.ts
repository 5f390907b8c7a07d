import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without the re-render: the build puts this in place of @mantine/hooks' own
 * (build/mantine-stable-ids.ts). Mantine's replaces React's id with a random one in a layout
 * effect after mount, so every Checkbox, Tabs, Tooltip, Modal and input rendered once more,
 * synchronously, right after mounting: a dashboard's first render became two blocking ones
 * (issue 19). React's id is already unique in the page and the same on the server and in the
 * browser, so it is kept, in the form Mantine starts with. A given `staticId` wins, as in Mantine.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
