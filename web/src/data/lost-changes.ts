import type { LostChanges } from '@reign/contract/sync';
import { useDataSession } from './context';
import { useLiveRows } from './live';

/**
 * Another device's changes that never arrived (docs/sync-protocol.md, 'A wipe is told'): the
 * server tells a browser's first pull, the engine keeps it in meta, and it stays until the person
 * dismisses it. Empty for a guest and while nothing is to tell.
 */
export function useLostChanges(): { lost: LostChanges[]; dismiss: () => Promise<void> } {
  const session = useDataSession();
  const lost = useLiveRows(
    session,
    async (db) => ((await db.meta.get('lostChanges'))?.value as LostChanges[] | undefined) ?? [],
    [],
  );
  return {
    lost: lost ?? [],
    dismiss: async () => {
      await session?.db.meta.delete('lostChanges');
    },
  };
}
