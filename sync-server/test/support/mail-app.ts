import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../src/app';
import { createTestApp } from './harness';
import { startSmtpCatcher } from './smtp-catcher';

export interface MailTestApp {
  app: FastifyInstance;
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
}

/**
 * The file's app with mail sent to a real SMTP catcher on loopback: started before the file's tests
 * and closed after them. Read `app` and `smtp` inside tests (they are set by then).
 */
export function mailTestApp(options: Pick<AppOptions, 'clock'> = {}): MailTestApp {
  const ctx = {} as MailTestApp;
  beforeAll(async () => {
    ctx.smtp = await startSmtpCatcher();
    ctx.app = await createTestApp(
      { SMTP_URL: ctx.smtp.url, MAIL_FROM: 'Reign <no-reply@reign.test>' },
      options,
    );
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.smtp.close();
  });
  return ctx;
}
