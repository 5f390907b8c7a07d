import type { LostChanges } from '@reign/contract/sync';
import type { StorageLossNotices } from '../../data/storage-loss-notices';
import { StorageNotice } from '../../ui/StorageNotice';
import LostChangesNotice from './LostChangesNotice';
import { StorageLossArea } from './StorageLossNotice';

/**
 * The notices above every page, rare and only for a signed-in person: a browser that keeps no data
 * (issue 17), data the browser wiped with changes waiting, another device's changes that never
 * arrived. One chunk of its own, loaded only when one of them is shown (a guest's first load has none).
 */
export default function LayoutNotices({
  memoryOnly,
  storageLoss,
  lost,
  onDismissLost,
}: {
  memoryOnly: boolean;
  storageLoss: StorageLossNotices | null;
  lost: LostChanges[];
  onDismissLost: () => void;
}) {
  return (
    <>
      {memoryOnly && <StorageNotice />}
      {storageLoss && <StorageLossArea notices={storageLoss} />}
      {lost.length > 0 && <LostChangesNotice lost={lost} onDismiss={onDismissLost} />}
    </>
  );
}
