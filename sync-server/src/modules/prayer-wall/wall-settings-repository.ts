import type { WallSettings } from '@reign/contract';
import type { Queryable } from '../../db/connect';

// prayer_wall_settings: the wall's one row (migration 0139).

export async function readSettings(db: Queryable): Promise<WallSettings> {
  const [row] = await db<WallSettings[]>`select open, expiry_days from prayer_wall_settings where id`;
  return row ?? { open: false, expiryDays: 14 };
}

export async function writeSettings(db: Queryable, settings: WallSettings, at: Date): Promise<WallSettings> {
  const [row] = await db<WallSettings[]>`
    update prayer_wall_settings
    set open = ${settings.open}, expiry_days = ${settings.expiryDays}, updated_at = ${at}
    where id returning open, expiry_days`;
  return row ?? settings;
}
