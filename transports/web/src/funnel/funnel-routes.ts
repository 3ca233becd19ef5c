import type Router from '@koa/router';
import type { Context } from 'koa';
import type { TravellerFlows } from '@parasol/core';
import type { FunnelRefusal, FunnelView } from '@parasol/core/internal';
import { sendPage } from '../http/page-headers.js';
import { readForm } from '../http/read-form.js';
import { fromThisSite } from '../http/same-origin.js';
import { pageLanguage, say, type PageLanguage } from '../i18n/languages.js';
import { readDetails, type ReadDetails } from './details-form.js';
import { FUNNEL_PREFIX, subscriptionPath } from './funnel-paths.js';
import { confirmationPage, messagePage, offersPage, paymentPage, presubscribePage } from './funnel-pages.js';
import { mountCheckout, showLive, startLiveCheckout } from './checkout-routes.js';
import { purchaseUnavailablePage } from './checkout-pages.js';

/** A positive integer offer id from a query or a form, else undefined (a broken one reads as none). */
const offerIdOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
};

export const seeOther = (ctx: Context, location: string): void => {
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
};

/**
 * The embedded funnel's pages (docs/funnel-pages.md): GET /funnel/s/{id} shows what the
 * subscription's stage calls for; the two forms post to /presubscribe and /pay and answer with a
 * redirect back to it (post, redirect, get: a reload never posts twice). Public pages: the
 * subscription id in the path is the capability, the forms carry an anti-forgery token.
 */
export function mountFunnel(router: Router, flows: TravellerFlows): void {
  const { funnel } = flows;

  const refused = (ctx: Context, refusal: FunnelRefusal, id: string, language: PageLanguage, offerId?: number): void => {
    switch (refusal.reason) {
      case 'not-found':
        return sendPage(ctx, 404, messagePage(language, 'notFound.title', say(language, 'notFound.text')));
      case 'expired':
        return sendPage(ctx, 410, messagePage(language, 'expired.title', say(language, 'expired.text')));
      case 'pricing':
        return sendPage(
          ctx,
          refusal.timeout ? 504 : 502,
          messagePage(language, 'pricing.title', say(language, 'pricing.text'), { href: subscriptionPath(id, language.code), label: 'pricing.retry' }),
        );
      // The subscription moved on (a second tab, a double click): its page shows where it is now.
      case 'stage':
        return seeOther(ctx, subscriptionPath(id, language.code));
      // Its page then falls back to the offer list, saying the offer no longer prices.
      case 'offer-unavailable':
        return seeOther(ctx, subscriptionPath(id, language.code, offerId));
      case 'purchase-unavailable':
        return sendPage(ctx, 503, purchaseUnavailablePage(language));
    }
  };

  const show = async (ctx: Context, view: FunnelView, language: PageLanguage, sent?: ReadDetails): Promise<void> => {
    const id = view.subscription.subscriptionId;
    if (view.subscription.mode === 'live' && (view.step === 'payment' || view.step === 'confirmation')) return showLive(ctx, view, language, flows);
    switch (view.step) {
      case 'offers':
        return sendPage(ctx, 200, offersPage(view, language));
      case 'presubscribe':
        return sendPage(ctx, sent ? 400 : 200, presubscribePage(view, language, funnel.forms.issue(id, 'presubscribe'), sent));
      case 'payment':
        return sendPage(ctx, 200, paymentPage(view, language, funnel.forms.issue(id, 'pay')));
      case 'confirmation':
        return sendPage(ctx, 200, confirmationPage(view, language));
      case 'expired':
        return sendPage(ctx, 410, messagePage(language, 'expired.title', say(language, 'expired.text')));
      case 'unavailable':
        return sendPage(ctx, 200, messagePage(language, 'unavailable.title', say(language, 'unavailable.text')));
    }
  };

  const open = async (ctx: Context, id: string, offerId: number | undefined, language: PageLanguage, sent?: ReadDetails) => {
    const outcome = await funnel.open.run(id, offerId);
    return outcome.ok ? show(ctx, outcome.value, language, sent) : refused(ctx, outcome.refusal, id, language);
  };

  /** The posted form when it comes from this site's page for this step, else the refusal page (CSRF). */
  const checkedForm = async (ctx: Context, id: string, form: 'presubscribe' | 'pay') => {
    const fields = await readForm(ctx);
    const language = pageLanguage(fields?.lang);
    if (fields !== undefined && fromThisSite(ctx) && funnel.forms.verify(fields.token ?? '', id, form)) return { fields, language };
    sendPage(ctx, 403, messagePage(language, 'form.title', say(language, 'form.text'), { href: subscriptionPath(id, language.code), label: 'form.back' }));
    return undefined;
  };

  router.get(`${FUNNEL_PREFIX}:id`, async (ctx) => {
    await open(ctx, ctx.params.id as string, offerIdOf(ctx.query.offer), pageLanguage(ctx.query.lang));
  });

  router.post(`${FUNNEL_PREFIX}:id/presubscribe`, async (ctx) => {
    const id = ctx.params.id as string;
    const form = await checkedForm(ctx, id, 'presubscribe');
    if (form === undefined) return;
    const offerId = offerIdOf(form.fields.offer);
    if (offerId === undefined) return seeOther(ctx, subscriptionPath(id, form.language.code));
    const details = readDetails(form.fields);
    if (details.errors.length > 0) return open(ctx, id, offerId, form.language, details);
    const done = await funnel.presubscribe.run(id, offerId);
    return done.ok ? seeOther(ctx, subscriptionPath(id, form.language.code)) : refused(ctx, done.refusal, id, form.language, offerId);
  });

  router.post(`${FUNNEL_PREFIX}:id/pay`, async (ctx) => {
    const id = ctx.params.id as string;
    const form = await checkedForm(ctx, id, 'pay');
    if (form === undefined) return;
    if (form.fields.amount !== undefined) return startLiveCheckout(ctx, id, form.fields, form.language, flows, refused);
    const done = await funnel.pay.run(id);
    return done.ok ? seeOther(ctx, subscriptionPath(id, form.language.code)) : refused(ctx, done.refusal, id, form.language);
  });

  mountCheckout(router, flows, refused);
}
