import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to `to` after `after` mails were already there. */
    async waitForMail(to: string, after = 0, timeoutMs = 5000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.slice(after).find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset code in a caught mail (the plain-text part says 'Your reset code is: XXXXXX'). */
export function resetCodeIn(mail: CaughtMail): string {
  const match = /reset code is: ([A-Z0-9]{6})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no reset code in the mail:\n${mail.raw}`);
  return match[1];
}

/** The code of an e-mail address confirmation. */
export function confirmationCodeIn(mail: CaughtMail): string {
  const match = /confirmation code is: ([A-Z0-9]{6})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no confirmation code in the mail:\n${mail.raw}`);
  return match[1];
}
