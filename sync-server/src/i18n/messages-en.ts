/**
 * What the server itself says to a person, outside the web app's screens: the code mails and the
 * morning reminder (docs/i18n.md, 'The server's words'). English is the source; messages-es.ts has
 * the same keys (the type checks it, server-messages.test.ts checks nothing is left in English).
 */
export const en = {
  /** the mail's greeting */
  hello: (username: string) => `Hello ${username},`,
  /** the line before the code */
  yourCode: (codeName: string) => `Your ${codeName} is:`,
  signature: '— Reign',
  resetSubject: 'Your Reign password reset code',
  resetWhy: 'Someone (hopefully you) asked to reset the password of your Reign account.',
  resetCodeName: 'reset code',
  resetEnter: (minutes: number, until: string) =>
    `Enter it on the Reset Password page within ${minutes} minutes (before ${until}). It works once.`,
  resetIgnore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  confirmSubject: 'Confirm your e-mail address for Reign',
  confirmWhy:
    'Please confirm this e-mail address for your Reign account, so password reset codes can reach you here.',
  confirmCodeName: 'confirmation code',
  confirmEnter: (hours: number) => `Enter it on your profile within ${hours} hours.`,
  confirmIgnore: 'If you did not add this address to a Reign account, you can ignore this e-mail.',
  /** the morning reminder's text */
  reminder: 'Your plan for today is waiting',
  reminderWithReading: (reading: string) => `Your plan for today is waiting. Today's reading: ${reading}`,
  /** a member prayed for the person's request shared with a circle (issue 52) */
  prayedForYou: (name: string) => `${name} prayed for you`,
  /** a request shared with one of the person's circles was answered (issue 52) */
  answeredInCircle: (circle: string) => `An answered prayer in ${circle}`,
  readingInCircle: (circle: string) => `Today's reading with ${circle}`,
};

export type ServerMessages = typeof en;
