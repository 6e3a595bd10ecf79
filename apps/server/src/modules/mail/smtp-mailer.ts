import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(_tx, message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
      } catch (err) {
        // A mail server outage must not undo a signup; the person can ask for a resend.
        log.error({ err, to: message.to, subject: message.subject }, 'smtp delivery failed');
      }
    },
  };
}
