import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail over SMTP (nodemailer); off when SMTP_URL is not set. */
export interface Mailer {
  configured: boolean;
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: Config['mail']): Mailer {
  if (!config.smtpUrl) {
    return { configured: false, send: () => Promise.reject(new Error('SMTP is not configured')) };
  }
  const transport = nodemailer.createTransport(config.smtpUrl, { from: config.from });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('mailer', createMailer(config.mail));
    if (!config.mail.smtpUrl) {
      app.log.info('No mail server (SMTP_URL is not set): confirmation and reset codes are not e-mailed.');
    }
  },
  { name: 'mail' },
);
