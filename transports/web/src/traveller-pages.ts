import Router from '@koa/router';
import type { Middleware } from 'koa';
import { isStorageUnavailable, type TravellerFlows } from '@parasol/core';
import { messagePage } from './funnel/funnel-pages.js';
import { sendPage } from './http/page-headers.js';
import { pageLanguage, say } from './i18n/languages.js';
import { mountAssets } from './http/assets.js';
import { mountFunnel } from './funnel/funnel-routes.js';
import { mountWidget } from './widget/widget-routes.js';
import { mountPaymentWebhook } from './http/payment-webhook.js';

export interface TravellerPagesOptions {
  /** The widget's and the funnel's use cases (createTravellerFlows over the facade's ports). */
  readonly flows: TravellerFlows;
  /**
   * Whether to serve the embedded funnel's pages (/funnel/s/…): only when links lead to it. With
   * an external funnel (PARASOL_FUNNEL_API_URL) that funnel moves the stages; the widget stays.
   */
  readonly funnel?: boolean;
}

/**
 * The public HTML side of Parasol, as one Koa middleware for the REST server to mount: GET
 * /widget.js, the widget's frame (/widget/…), the embedded funnel's pages (/funnel/s/…) and their
 * assets (/assets/…), and the payment provider's webhook (/payments/stripe/webhook). Any other path passes through untouched, to the API. Nothing here is a
 * signed call, and nothing sends a CORS header.
 */
export function travellerPages(options: TravellerPagesOptions): Middleware {
  const router = new Router({ sensitive: true, strict: true });
  mountAssets(router);
  mountWidget(router, options.flows);
  if (options.funnel !== false) mountFunnel(router, options.flows);
  // The payment provider's notifications, whenever live checkout is composed.
  if (options.flows.checkout) mountPaymentWebhook(router, options.flows.checkout);
  const routes = router.routes() as Middleware;
  return async (ctx, next) => {
    try {
      await routes(ctx, next);
    } catch (e) {
      // A storage outage on one of these pages is a page too, never the API's JSON; anything else is a bug for the server's handler.
      if (!isStorageUnavailable(e) || !OWN_PATHS.test(ctx.path)) throw e;
      const language = pageLanguage(ctx.query.lang);
      ctx.set('Retry-After', String(e.retryAfterSeconds));
      sendPage(ctx, 503, messagePage(language, 'outage.title', say(language, 'outage.text')), { framable: ctx.path.startsWith('/widget/') });
    }
  };
}

const OWN_PATHS = /^\/(widget|funnel|assets)\//;
