import { circleReadId, uuidv7 } from '@reign/domain';
import type { ReignDb } from '../device/database';
import type { Change } from './outbox';

/** The writes of praying for each other in circles (issue 52), part of `Mutations` (journaled like every write). */
export interface CircleMutations {
  /**
   * Shares a request with a circle (`circleId` null: only me), with or without the person's name.
   * One shared elsewhere is first unshared there, in the same write (the server moves a request
   * only after it stops being shared: decisions.md).
   */
  sharePrayer(id: string, circleId: string | null, anonymous: boolean): Promise<void>;
  /** 'I prayed' for a request of a circle: shown at once, sent when online. Resolves the tap's id. */
  prayFor(circleId: string, prayerId: string): Promise<string>;
  /**
   * Reading together: a day of the circle's plan read (or not), a note left on a day's reading, a
   * note deleted. Shown at once, sent when online. Resolves the row's id.
   */
  readTogether(write: TogetherWrite): Promise<string>;
}

/** A write on the plan a circle reads together (one write of the session: few names in the entry). */
export type TogetherWrite =
  | { kind: 'read'; circleId: string; readingId: string; day: number; read: boolean }
  | { kind: 'note'; circleId: string; readingId: string; day: number; body: string }
  | { kind: 'unnote'; circleId: string; id: string };

/** `runAll` makes its changes together (mutations.ts: validated, applied and queued in one transaction). */
export function circleMutations(
  db: ReignDb,
  runAll: (changes: Change[]) => Promise<void>,
  owner: number | 'guest',
): CircleMutations {
  return {
    async sharePrayer(id, circleId, anonymous) {
      const row = await db.prayers.get(id);
      const changes: Change[] = [];
      const elsewhere = row?.sharedCircleId ?? null;
      if (circleId !== null && elsewhere !== null && elsewhere !== circleId)
        changes.push({ name: 'prayer.share', args: { id, circleId: null, anonymous: false } });
      changes.push({
        name: 'prayer.share',
        args: { id, circleId, anonymous: circleId !== null && anonymous },
      });
      await runAll(changes);
    },
    async prayFor(circleId, prayerId) {
      const id = uuidv7();
      await runAll([{ name: 'circlePrayer.pray', args: { id, circleId, prayerId } }]);
      return id;
    },
    async readTogether(write) {
      if (write.kind === 'unnote') {
        await runAll([{ name: 'circleNote.delete', args: { id: write.id, circleId: write.circleId } }]);
        return write.id;
      }
      const { kind, ...day } = write;
      if (kind === 'note') {
        const id = uuidv7();
        await runAll([{ name: 'circleNote.write', args: { ...day, id } }]);
        return id;
      }
      // a guest is in no circle: the server refuses it as any circle not theirs
      const id = await circleReadId(write.readingId, write.day, owner === 'guest' ? 0 : owner);
      await runAll([{ name: 'circleReading.read', args: { ...day, id } }]);
      return id;
    },
  };
}
