import type Router from '@koa/router';
import type { Context } from 'koa';
import type { StoredCheckout, TravellerFlows } from '@parasol/core';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutUseRefusal, type FunnelRefusal, type FunnelView } from '@parasol/core/internal';
import { sendPage } from '../http/page-headers.js';
import { readForm } from '../http/read-form.js';
import { fromThisSite } from '../http/same-origin.js';
import { pageLanguage, say, type PageLanguage } from '../i18n/languages.js';
import { checkoutStatusPage, liveConfirmationPage, livePaymentPage, purchaseUnavailablePage } from './checkout-pages.js';
import { confirmationPage, messagePage } from './funnel-pages.js';
import { FUNNEL_PREFIX, subscriptionPath } from './funnel-paths.js';

type Refused = (ctx: Context, refusal: FunnelRefusal, id: string, language: PageLanguage) => void;

const seeOther = (ctx: Context, location: string): void => {
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
};

/** A positive integer of at most 12 digits from a form field, else undefined. */
const integerOf = (value: string | undefined): number | undefined => (value !== undefined && /^[0-9]{1,12}$/.test(value) ? Number(value) : undefined);

/**
 * A live subscription's payment step or confirmation (docs/checkout.md, "The funnel's pages"):
 * with no live checkout composed, purchase is unavailable; before a checkout, the payment form;
 * then wherever the checkout stands (its payment page, a decline, a wait, a refund); once issued,
 * the policy and the cancellation form.
 */
export async function showLive(ctx: Context, view: Extract<FunnelView, { step: 'payment' | 'confirmation' }>, language: PageLanguage, flows: TravellerFlows): Promise<void> {
  const id = view.subscription.subscriptionId;
  const returned = ctx.query.from === 'payment';
  const checkout = flows.checkout;
  const stored = checkout ? await checkout.store.bySubscription(id) : undefined;
  if (view.step === 'confirmation') {
    if (stored === undefined) return sendPage(ctx, 200, confirmationPage(view, language));
    if (stored.checkout.state.kind === 'issued') {
      const until = stored.checkout.state.issuedAt + DEFAULT_CHECKOUT_SETTINGS.coolingOffMs;
      return sendPage(ctx, 200, liveConfirmationPage(view, stored, language, { token: flows.funnel.forms.issue(id, 'cancel'), until, open: checkout!.clock.now() <= until }));
    }
    return sendPage(ctx, 200, statusPage(stored, view, language, flows, returned));
  }
  if (checkout === undefined) return sendPage(ctx, 503, purchaseUnavailablePage(language));
  if (stored === undefined) return sendPage(ctx, 200, livePaymentPage(view, language, flows.funnel.forms.issue(id, 'pay')));
  return sendPage(ctx, 200, statusPage(stored, view, language, flows, returned));
}

const statusPage = (stored: StoredCheckout, view: FunnelView, language: PageLanguage, flows: TravellerFlows, returned: boolean): string =>
  checkoutStatusPage(stored, view.subscription, language, { retry: flows.funnel.forms.issue(view.subscription.subscriptionId, 'retry'), cancel: flows.funnel.forms.issue(view.subscription.subscriptionId, 'cancel') }, returned);

/** The subscription's page after the provider's page sent the traveller back: it waits for the payment rather than offering the payment page again. */
export const returnedPath = (id: string, lang: string): string => `${subscriptionPath(id, lang)}&from=payment`;

/** POST /pay of a live payment form: opens the checkout at the premium the page showed, then back to the page, which leads on to the provider's. */
export async function startLiveCheckout(ctx: Context, id: string, fields: Readonly<Record<string, string>>, language: PageLanguage, flows: TravellerFlows, refused: Refused): Promise<void> {
  const amountMinor = integerOf(fields.amount);
  const currency = fields.currency ?? '';
  if (flows.checkout === undefined) return sendPage(ctx, 503, purchaseUnavailablePage(language));
  if (amountMinor === undefined || !/^[A-Z]{3}$/.test(currency)) return seeOther(ctx, subscriptionPath(id, language.code));
  const started = await flows.checkout.start.run(id, { amountMinor, currency });
  if (started.ok) return seeOther(ctx, subscriptionPath(id, language.code));
  if (started.refusal.reason === 'premium-moved') {
    const opened = await flows.funnel.open.run(id, undefined);
    if (opened.ok && opened.value.step === 'payment') return sendPage(ctx, 409, livePaymentPage(opened.value, language, flows.funnel.forms.issue(id, 'pay'), started.refusal.premium));
    return seeOther(ctx, subscriptionPath(id, language.code));
  }
  return checkoutRefused(ctx, started.refusal, id, language, refused);
}

const checkoutRefused = (ctx: Context, refusal: CheckoutUseRefusal, id: string, language: PageLanguage, refused: Refused): void => {
  switch (refusal.reason) {
    case 'not-found':
    case 'expired':
    case 'stage':
    case 'offer-unavailable':
    case 'pricing':
      return refused(ctx, refusal, id, language);
    // A sandbox subscription never reaches a live form; a checkout gone or refused: the page shows where things stand.
    case 'sandbox':
    case 'premium-moved':
    case 'no-checkout':
    case 'refused':
      return seeOther(ctx, subscriptionPath(id, language.code));
  }
};

/**
 * The live checkout's routes: the provider's two return routes (after paying, after giving up),
 * the retry and cancellation forms, each answering with a redirect to the subscription's page
 * (post, redirect, get), and the provider's webhook.
 */
export function mountCheckout(router: Router, flows: TravellerFlows, refused: Refused): void {
  /** The posted form when it comes from this site's page for this step, else the refusal page (CSRF). */
  const checkedForm = async (ctx: Context, id: string, form: 'retry' | 'cancel') => {
    const fields = await readForm(ctx);
    const language = pageLanguage(fields?.lang);
    if (fields !== undefined && fromThisSite(ctx) && flows.funnel.forms.verify(fields.token ?? '', id, form)) return { fields, language };
    sendPage(ctx, 403, messagePage(language, 'form.title', say(language, 'form.text'), { href: subscriptionPath(id, language.code), label: 'form.back' }));
    return undefined;
  };

  // Back from the provider's page: what the payment is now, confirmed with the provider (the URL alone proves nothing).
  for (const ending of ['paid', 'unpaid'] as const) {
    router.get(`${FUNNEL_PREFIX}:id/${ending}`, async (ctx) => {
      const id = ctx.params.id as string;
      const language = pageLanguage(ctx.query.lang);
      const checkout = flows.checkout;
      if (checkout !== undefined) {
        const stored = await checkout.store.bySubscription(id);
        const asked = typeof ctx.query.payment === 'string' ? ctx.query.payment : '';
        // Only a payment of this subscription's checkout; else its latest page (a cancel URL may come back without the id).
        const paymentId = stored?.pages.some((p) => p.paymentId === asked) ? asked : stored?.pages.at(-1)?.paymentId;
        if (paymentId !== undefined) await checkout.recordPayment.fromReturn(paymentId);
      }
      seeOther(ctx, ending === 'paid' ? returnedPath(id, language.code) : subscriptionPath(id, language.code));
    });
  }

  router.post(`${FUNNEL_PREFIX}:id/retry`, async (ctx) => {
    const id = ctx.params.id as string;
    const form = await checkedForm(ctx, id, 'retry');
    if (form === undefined) return;
    const attempt = integerOf(form.fields.attempt);
    if (flows.checkout !== undefined && attempt !== undefined) await flows.checkout.retry.run(id, attempt);
    seeOther(ctx, subscriptionPath(id, form.language.code));
  });

  router.post(`${FUNNEL_PREFIX}:id/cancel`, async (ctx) => {
    const id = ctx.params.id as string;
    const form = await checkedForm(ctx, id, 'cancel');
    if (form === undefined) return;
    if (flows.checkout !== undefined) await flows.checkout.cancel.run(id, 'traveller');
    seeOther(ctx, subscriptionPath(id, form.language.code));
  });
}
