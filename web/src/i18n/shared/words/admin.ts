import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// The admin's areas, giveaways and rewards, series, uploads and the AI helper. Each area apart, so a screen that shows one at once carries only it.

export const adminWords: AreaWords<'admin'> = {
  verse: msg`Verse is required`,
  reference: msg`Reference is required`,
  reflection: msg`Reflection is required`,
  reflectionTooLong: msg`Keep the reflection under 10,000 characters`,
  audioType: msg`Only MP3 audio can be uploaded (a .mp3 file). Convert the recording to MP3 and try again.`,
  audioSize: msg`The audio file must be 20 MB or smaller.`,
  imageType: msg`Please select an image file (JPEG, PNG, etc.)`,
  imageSize: msg`Image must be less than 5MB`,
  imagePixels: msg`The image is too large: at most 4096 by 4096 pixels.`,
  noFile: msg`Choose a file to upload.`,
  referenceUnknown: msg`That reference is not in the World English Bible.`,
  scriptureDeleted: msg`Scripture deleted.`,
};

export const aiWords: AreaWords<'ai'> = {
  verse: msg`The verse text is required`,
};

export const giveawayWords: AreaWords<'giveaway'> = {
  prize: msg`Prize is required`,
  startDate: msg`Start date is required`,
  endDate: msg`End date is required`,
  pointRequirement: msg`Point requirement must be at least 1`,
  dates: msg`The end date must be after the start date`,
  notEnded: msg`A winner can be drawn once the giveaway has ended.`,
  noEntries: msg`Nobody entered this giveaway.`,
  alreadyDrawn: msg`The winner of this giveaway has already been drawn.`,
  deleted: msg`Giveaway deleted.`,
  choice: msg`Choose a giveaway`,
  points: msg`Points must be a whole number`,
};

export const rewardWords: AreaWords<'reward'> = {
  platform: msg`Choose where you shared: x, facebook, email, copy or native`,
  giveawayNotFound: msg`Giveaway not found.`,
  giveawayEnded: msg`This giveaway has ended.`,
  giveawayNotStarted: msg`This giveaway has not started yet.`,
  belowRequirement: msg`Spend at least the points this giveaway requires.`,
  step: msg`Points go up in steps of 10 above the requirement.`,
  notEnoughPoints: msg`Not enough points`,
  short: ({ short, points }) =>
    msg`Not enough points: you need ${short} more points to enter with ${points}.`,
};

export const sendfoxWords: AreaWords<'sendfox'> = {
  listName: msg`List name is required`,
  target: msg`Please select an existing list or enter a new list name.`,
  minPoints: msg`Minimum sharing points must be 0 or more`,
  notConnected: msg`SendFox is not connected on this server.`,
  failed: msg`SendFox did not answer. Please try again later.`,
  stopped: ({ exported }) =>
    msg`SendFox stopped answering: ${exported} exported before it did; run the export again to send the rest.`,
  exported: ({ exported, skipped }) =>
    msg`${exported} users exported, ${skipped} skipped (no e-mail or not matching).`,
  exportedWithFailures: ({ exported, failed, skipped }) =>
    msg`${exported} users exported, ${failed} failed, ${skipped} skipped.`,
};

export const seriesWords: AreaWords<'series'> = {
  topicNotFound: msg`That series does not exist.`,
  dayNotFound: msg`That day of the series is not available.`,
  notEnrolled: msg`Start this series first.`,
  notYet: msg`Finish the earlier days of this series first.`,
  notReady: msg`This series is not ready yet.`,
  opensTomorrow: ({ day }) => msg`Day ${day} opens tomorrow.`,
  topic: msg`Choose a series`,
};

export const seriesAdminWords: AreaWords<'seriesAdmin'> = {
  orderIndex: msg`Order index must be 0 or greater`,
  dayNumber: msg`Day number must be from 1 to 7`,
  dayTaken: msg`That day already has an entry in this series.`,
  verseReference: msg`Verse reference is required`,
  reflection: msg`Reflection must be at least 50 characters`,
  missingInformation: msg`Please fill in verse, verse reference, and day title before generating reflection.`,
  deleted: msg`Series deleted.`,
  dayDeleted: msg`Entry deleted.`,
};

export const uploadWords: AreaWords<'upload'> = {
  file: msg`Upload the file first`,
  image: msg`Upload the image first`,
};
