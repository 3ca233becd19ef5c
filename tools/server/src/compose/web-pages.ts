import type { Middleware } from 'koa';
import type { Logger } from '@parasol/core';
import { consolePages, logMailer, smtpMailer, travellerPages, type Mailer } from '@parasol/web';
import type { EmbeddedParasol } from './create-embedded-parasol.js';

export const SMTP_ENV = { url: 'PARASOL_SMTP_URL', from: 'PARASOL_SMTP_FROM' } as const;
export const DEFAULT_SMTP_FROM = 'Parasol <no-reply@parasol.invalid>';

/**
 * How the console sends mail: SMTP through nodemailer when PARASOL_SMTP_URL is set (smtp:// or
 * smtps://, credentials in the URL), else each mail (its links included) is written to the log,
 * for local use only.
 */
export const mailerFromEnvironment = (env: NodeJS.ProcessEnv, logger: Logger): Mailer => {
  const url = env[SMTP_ENV.url];
  return url ? smtpMailer(url, env[SMTP_ENV.from] || DEFAULT_SMTP_FROM) : logMailer(logger);
};

/** Every HTML page this service serves beside the API: the widget and funnel pages, then the partner console (/console). */
export function webPages(parasol: EmbeddedParasol, options: { readonly funnel?: boolean; readonly logger: Logger; readonly env?: NodeJS.ProcessEnv; readonly mailer?: Mailer }): Middleware {
  const traveller = travellerPages({ flows: parasol.traveller, ...(options.funnel === undefined ? {} : { funnel: options.funnel }) });
  const console = consolePages({ ...parasol.console, logger: options.logger, mailer: options.mailer ?? mailerFromEnvironment(options.env ?? process.env, options.logger) });
  return (ctx, next) => traveller(ctx, () => console(ctx, next));
}
