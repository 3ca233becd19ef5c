import type { Logger } from '@parasol/core';

/** One plain-text email the console sends (verification, reset, invitation, a sign-up notice). */
export interface ConsoleMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: ConsoleMail): Promise<void>;
}

/**
 * SMTP through nodemailer: `url` is an smtp:// or smtps:// URL (PARASOL_SMTP_URL, with its
 * credentials). nodemailer is loaded by the first mail, so a server that never sends one never loads it.
 */
export const smtpMailer = (url: string, from: string): Mailer => {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
};

/**
 * No SMTP configured (local use, the embedded default): each mail is written to the log at warn,
 * links included, so that a developer can follow the verification link from the terminal. Never
 * for a deployment: anyone who reads the logs could verify or reset any account.
 */
export const logMailer = (logger: Logger): Mailer => ({
  async send(mail) {
    logger.warn('console mail (PARASOL_SMTP_URL unset: written here instead of sent)', { to: mail.to, subject: mail.subject, text: mail.text });
  },
});
