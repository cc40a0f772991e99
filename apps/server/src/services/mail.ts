import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { outbox } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the mail has one. */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post…). */
  headers?: Record<string, string>;
  /**
   * An iCalendar invitation (an .ics text): sent as a `text/calendar; method=…` alternative,
   * which mail clients show with their accept buttons, and as an .ics attachment for the rest.
   */
  calendar?: { method: 'REQUEST'; filename: string; content: string };
};

/**
 * Sends mail: through SMTP when SMTP_URL is set, otherwise into the outbox table (and, outside
 * production, the log).
 */
export type Mailer = { send(mail: Mail): Promise<void>; transport: 'smtp' | 'outbox' };

/** Builds the mailer for this process's settings. */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * Whether an unsent mail's text goes to the log. Mails hold reset, verification and
   * set-password links, each a credential: a production log (shipped, kept, read by others)
   * names the mail only.
   */
  logContents: boolean;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer loads on the first mail, not at start-up: most starts send none.
    let transporter: Promise<Transporter> | undefined;
    const load = () =>
      import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return {
      transport: 'smtp',
      async send(mail) {
        transporter ??= load().catch((error: unknown) => {
          transporter = undefined;
          throw error;
        });
        const { calendar, ...rest } = mail;
        await (
          await transporter
        ).sendMail({
          from: options.from,
          ...rest,
          ...(calendar && { icalEvent: calendar }),
        });
      },
    };
  }
  return {
    transport: 'outbox',
    async send(mail) {
      await options.db.insert(outbox).values({
        to: mail.to,
        subject: mail.subject,
        // The outbox has no attachments: a calendar invitation is kept after the text.
        text: mail.calendar ? `${mail.text}\n\n${mail.calendar.content}` : mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? {},
        transport: 'outbox',
      });
      if (options.logContents) {
        options.log.info({ mail }, 'mail captured in the outbox (no SMTP_URL set)');
      } else {
        options.log.warn(
          { subject: mail.subject },
          'mail not sent: SMTP_URL is not set; it is kept in the outbox table',
        );
      }
    },
  };
}
