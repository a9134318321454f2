import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/**
 * `html`: the HTML alternative to `text`, in the tenant's branded frame (branded-html.ts); a mail
 * of no tenant (the central host's reset) is text only.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a report's PDF); the outbox keeps the words only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Otherwise mail lands in the outbox table and, outside production,
 * in the log, so a developer can follow a reset link without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Loaded with the first mail: nodemailer holds about 5 MB of heap a server at rest never uses.
    let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
    return {
      async send(mail) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const text = process.env.NODE_ENV === 'production' ? undefined : mail.text;
      options.log.info({ mail: { to: mail.to, subject: mail.subject, text } }, 'mail kept in the outbox');
    },
  };
}
