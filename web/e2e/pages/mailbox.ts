import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The mail the server sent during this run (e2e/run.mjs runs a real SMTP server into E2E_MAIL_DIR). */
export class Mailbox {
  readonly dir: string;

  constructor() {
    const dir = process.env.E2E_MAIL_DIR;
    if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through e2e/run.mjs');
    this.dir = dir;
  }

  private messagesTo(address: string): string[] {
    return readdirSync(this.dir)
      .sort()
      .map((file) => readFileSync(join(this.dir, file), 'utf8'))
      .filter((raw) => raw.startsWith(`X-Envelope-To: ${address}`));
  }

  /** Waits for the reset mail to `address` and answers the code in it. */
  resetCodeFor(address: string): Promise<string> {
    return this.codeFor(address, /reset code is: ([A-Z0-9]{6})/, 'a reset mail');
  }

  /** Waits for the mail confirming `address` and answers the code in it. */
  confirmationCodeFor(address: string): Promise<string> {
    return this.codeFor(address, /confirmation code is: ([A-Z0-9]{6})/, 'an address confirmation mail');
  }

  private async codeFor(address: string, pattern: RegExp, what: string): Promise<string> {
    let code = '';
    await expect
      .poll(
        () => {
          const mails = this.messagesTo(address).map((raw) => raw.replace(/=\r?\n/g, ''));
          code =
            mails
              .map((raw) => pattern.exec(raw)?.[1] ?? '')
              .filter(Boolean)
              .at(-1) ?? '';
          return code;
        },
        { timeout: 10_000, message: `${what} to ${address}` },
      )
      .not.toBe('');
    return code;
  }
}
