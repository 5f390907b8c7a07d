import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WallStatus } from '@reign/contract';

/** Where one of my requests stands, as its badge says it. */
export const STATUS_LABELS: Record<WallStatus, MessageDescriptor> = {
  pending: msg`Waiting for approval`,
  approved: msg`On the wall`,
  inReview: msg`Hidden while a moderator looks`,
  expired: msg`Expired`,
  rejected: msg`Not approved`,
  removed: msg`Removed`,
};

export const STATUS_COLORS: Record<WallStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  inReview: 'orange',
  expired: 'gray',
  rejected: 'red',
  removed: 'red',
};
