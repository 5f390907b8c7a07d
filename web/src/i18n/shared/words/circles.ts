import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// Circles (issue 52): their refusals and answers. An area apart, so a screen that shows one at once carries only it.

export const circleWords: AreaWords<'circle'> = {
  name: msg`Give the circle a name`,
  nameTooLong: msg`Keep the name to 60 characters or fewer`,
  notFound: msg`Circle not found.`,
  leadersOnly: msg`Only a leader of this circle can do this.`,
  memberNotFound: msg`That person is not a member of this circle.`,
  inviteNotFound: msg`Invitation not found.`,
  inviteNotValid: msg`This invitation is not valid or has expired.`,
  code: msg`Enter the 10-character code, like ABCDE-FGHJK`,
  link: msg`This invitation link is not complete. Open or copy the whole link.`,
  codeOrLink: msg`Send the invitation code or its link`,
  days: msg`Choose from 1 to 30 days`,
  role: msg`Choose a role: leader or member`,
  lastLeader: msg`A circle needs a leader. Make another member a leader first.`,
  tooManyCircles: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You are in ${most} circles, the most one person can be in. Leave one to join another.`;
  },
  full: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`This circle has ${most} members, the most a circle can have.`;
  },
  tooManyInvites: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`This circle has ${most} open invitations, the most it can have. Revoke one to make another.`;
  },
  deleted: msg`Circle deleted.`,
  left: msg`You left the circle.`,
  removed: msg`Removed from the circle.`,
  revoked: msg`Invitation revoked.`,
};
