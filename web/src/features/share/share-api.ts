import type { ShareBody } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { callRoute } from '../../sync/api';

export type SharePlatformValue = ShareBody['platform'];

/** Records one share (`POST /api/shares`); a new shareId each time, so a retry of this call pays once. */
export async function recordShare(
  platform: SharePlatformValue,
  verseReference: string,
  entryId?: string | null,
) {
  // The route table (zod and every schema) loads with the first share, not with the page.
  const { routes } = await import('@reign/contract/routes');
  return callRoute(routes.shareScripture, {
    shareId: uuidv7(),
    platform,
    verseReference,
    ...(entryId ? { entryId } : {}),
  });
}

export type ShareResult = Awaited<ReturnType<typeof recordShare>>;
