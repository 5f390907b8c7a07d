import { rewardRoutes, type ShareBody } from '@reign/contract/rewards';
import { uuidv7 } from '@reign/domain';
import { callApi } from '../../api';

export type SharePlatformValue = ShareBody['platform'];

/** Records one share (`POST /api/shares`); a new shareId each time, so a retry of this call pays once. */
export function recordShare(platform: SharePlatformValue, verseReference: string, entryId?: string | null) {
  return callApi(rewardRoutes.shareScripture, {
    body: { shareId: uuidv7(), platform, verseReference, ...(entryId ? { entryId } : {}) },
  });
}

export type ShareResult = Awaited<ReturnType<typeof recordShare>>;
