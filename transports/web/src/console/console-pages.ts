import Router from '@koa/router';
import type { Middleware } from 'koa';
import { isStorageUnavailable } from '@parasol/core';
import { consoleKit, type ConsoleKit } from './console-kit.js';
import type { ConsoleOptions } from './console-options.js';
import { answer, consoleRequest, notFound, prepare } from './http/console-request.js';
import { consoleLanguage } from './i18n/console-language.js';
import { mountAccountRoutes } from './routes/account-routes.js';
import { mountLinkRoutes } from './routes/link-routes.js';
import { mountOpsRoutes } from './routes/ops-routes.js';
import { mountOpsPayoutRoutes } from './routes/ops-payout-routes.js';
import { mountPayoutRoutes } from './routes/payout-routes.js';
import { mountWebhookRoutes } from './routes/webhook-routes.js';
import { mountSalesRoutes } from './routes/sales-routes.js';
import { mountPartnerRoutes } from './routes/partner-routes.js';
import { mountSecurityRoutes } from './routes/security-routes.js';
import { messageBody } from './views/account-views.js';

/**
 * The partner console, /console: server-rendered pages like the funnel's, for partners (sign-up,
 * keys, live access, links, sales, webhooks, payouts, members, audit) and operators (/console/ops). One Koa middleware the REST
 * server mounts beside the traveller pages; any other path passes through. It acts on the API's
 * data only through the facade's admin operations, and nothing of it runs in the API's request
 * pipeline. docs/console.md says how it works and why.
 */
export function consolePages(options: ConsoleOptions): Middleware {
  const kit: ConsoleKit = consoleKit(options);
  const router = new Router({ sensitive: true, strict: true });
  mountAccountRoutes(router, kit);
  mountSecurityRoutes(router, kit);
  mountPartnerRoutes(router, kit);
  mountLinkRoutes(router, kit);
  mountSalesRoutes(router, kit);
  mountWebhookRoutes(router, kit);
  mountPayoutRoutes(router, kit);
  mountOpsRoutes(router, kit);
  mountOpsPayoutRoutes(router, kit);
  const routes = router.routes() as Middleware;
  return async (ctx, next) => {
    if (ctx.path !== '/console' && !ctx.path.startsWith('/console/')) return next();
    try {
      if (!(await prepare(ctx, kit))) return;
      await routes(ctx, async () => {
        if (ctx.method === 'GET' || ctx.method === 'POST') notFound(ctx);
        else {
          ctx.status = 405;
          ctx.set('Allow', 'GET, POST');
        }
      });
    } catch (e) {
      if (!isStorageUnavailable(e)) throw e;
      const language = (ctx.state.console ? consoleRequest(ctx).language : undefined) ?? consoleLanguage('en');
      ctx.state.console ??= { language, csrf: '', form: {}, address: ctx.ip };
      ctx.set('Retry-After', String(e.retryAfterSeconds));
      answer(ctx, 503, language.say('errors.title'), messageBody(language.say('errors.title'), language.say('error.outage')));
    }
  };
}

export type { ConsoleOptions } from './console-options.js';
export { logMailer, smtpMailer, type Mailer, type ConsoleMail } from './mail/mailer.js';
export { Argon2Hasher, type PasswordHasher } from './security/password-hasher.js';
export { createOperatorAccount } from './accounts/operator-accounts.js';
export { PASSWORD_RULES } from './security/password-hasher.js';
