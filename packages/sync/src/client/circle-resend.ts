import type { ReignDb } from '../device/database';
import type { RejectedMutation } from '../device/types';
import type { Change } from './outbox';

// 'Try again' of a change refused at a circle's bound (409 `circle_limit`: the day's 'I prayed',
// reads, notes or shares, a circle full of requests): sent as this device has it now, so a change
// made since (a share stopped, a day unread, a note deleted) is never undone by the older one.

type CircleArgs = { id?: string; circleId?: string | null; read?: boolean; anonymous?: boolean };

/** The names whose 'Try again' is decided here. */
export const CIRCLE_RESENDS = [
  'prayer.share',
  'circlePrayer.pray',
  'circleReading.read',
  'circleNote.write',
  'circleNote.delete',
];

/** The change to send again, as the row is on this device now; none when the row says otherwise. */
export async function circleResend(db: ReignDb, item: RejectedMutation): Promise<Change[]> {
  const a = item.args as CircleArgs;
  const again = (args: object): Change[] => [{ name: item.name, args } as Change];
  const key: [string, string] = [a.circleId ?? '', a.id ?? ''];
  switch (item.name) {
    case 'prayer.share': {
      const prayer = await db.prayers.get(a.id ?? '');
      if (!prayer || prayer.deleted || (prayer.sharedCircleId ?? null) !== (a.circleId ?? null)) return [];
      return again({ ...a, anonymous: prayer.sharedAnonymously });
    }
    case 'circlePrayer.pray':
      return (await db.circlePrayerMarks?.get(key)) ? again(a) : [];
    case 'circleReading.read': {
      const marked = (await db.circleReadingMarks?.get(key)) !== undefined;
      return marked === (a.read === true) ? again(a) : [];
    }
    case 'circleNote.write': {
      const note = await db.circleReadingNotes?.get(key);
      return note ? again({ ...a, body: note.body }) : [];
    }
    case 'circleNote.delete':
      return (await db.circleReadingNotes?.get(key)) ? [] : again(a);
    default:
      return again(a);
  }
}
