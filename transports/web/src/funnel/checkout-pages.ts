import type { PaymentAmount, StoredCheckout, SubscriptionRecord } from '@parasol/core';
import type { FunnelView, RefundReason } from '@parasol/core/internal';
import { html } from '../html/html.js';
import { page } from '../html/layout.js';
import { documentLinks, offerHeading, priceOf } from '../html/offer-parts.js';
import { formatDate, formatMoney } from '../i18n/format.js';
import { say, type MessageKey, type PageLanguage } from '../i18n/languages.js';
import { checkoutFormPath } from './funnel-paths.js';
import { tripSummary } from './trip-summary.js';
import { chosenOffer } from './funnel-pages.js';

type View<S extends FunnelView['step']> = Extract<FunnelView, { step: S }>;

/** How often a page waiting on an answer (the payment's webhook, the insurer) reloads itself. */
const WAITING_REFRESH_SECONDS = 3;

const hidden = (name: string, value: string | number) => html`<input type="hidden" name="${name}" value="${value}">`;

/**
 * A live subscription's payment step: the re-rated premium, and a form that opens the checkout
 * at exactly that amount (a premium that moved meanwhile is shown again, `moved`, before any
 * charge). The card is typed on the provider's page, never here.
 */
export const livePaymentPage = (view: View<'payment'>, language: PageLanguage, token: string, moved?: PaymentAmount): string => {
  const { subscription, offer } = view;
  const amount = priceOf(offer, language);
  return page({
    language,
    title: say(language, 'payment.title'),
    step: 'payment',
    body: html`
      <h1>${say(language, 'payment.title')}</h1>
      ${moved ? html`<p class="alert" role="alert">${say(language, 'checkout.moved', { amount: formatMoney(moved.amountMinor, moved.currency, language) })}</p>` : ''}
      ${chosenOffer(offer, language, 'details.offer')}
      ${tripSummary(subscription.trip, language)}
      <p class="note" role="note">${say(language, 'checkout.live')}</p>
      <form method="post" action="${checkoutFormPath(subscription.subscriptionId, 'pay')}">
        ${hidden('token', token)}${hidden('lang', language.code)}
        ${hidden('amount', offer.price.amountInCents)}${hidden('currency', offer.price.currency)}
        <p class="total">${say(language, 'payment.total')}: <strong>${amount}</strong></p>
        <button type="submit">${say(language, 'checkout.submit', { amount })}</button>
      </form>`,
  });
};

/** A live subscription where this service has no payment provider: never sold. */
export const purchaseUnavailablePage = (language: PageLanguage): string =>
  page({
    language,
    title: say(language, 'checkout.unavailableTitle'),
    step: 'payment',
    body: html`<h1>${say(language, 'checkout.unavailableTitle')}</h1><p role="alert">${say(language, 'checkout.unavailable')}</p>`,
  });

const REFUND_TEXT: Readonly<Record<RefundReason, MessageKey>> = {
  issuance_refused: 'checkout.refund.issuance_refused',
  issuance_timeout: 'checkout.refund.issuance_timeout',
  cancelled: 'checkout.refund.cancelled',
  abandoned: 'checkout.refund.abandoned',
};

export interface CheckoutPageTokens {
  readonly retry: string;
  readonly cancel: string;
}

/**
 * Where a live checkout stands, before its confirmation: the payment page to go to, a payment
 * or an issuance being awaited (the page reloads itself until the webhook or the insurer
 * answers), a decline with its retry, a refund, or an abandoned purchase.
 */
export const checkoutStatusPage = (stored: StoredCheckout, subscription: SubscriptionRecord, language: PageLanguage, tokens: CheckoutPageTokens, returned = false): string => {
  const { checkout } = stored;
  const id = subscription.subscriptionId;
  const shell = (title: MessageKey, body: ReturnType<typeof html>, waiting = false) =>
    page({ language, title: say(language, title), step: 'payment', body: html`<h1>${say(language, title)}</h1>${body}`, ...(waiting ? { refreshSeconds: WAITING_REFRESH_SECONDS } : {}) });
  const lastPage = stored.pages.at(-1);
  switch (checkout.state.kind) {
    case 'payment_pending':
      // Back from the provider's page and the payment not confirmed yet (a late webhook): wait, but keep the way back to the page.
      if (returned && lastPage)
        return shell(
          'checkout.processingTitle',
          html`<p role="status">${say(language, 'checkout.processing')}</p><p><a id="pay-link" href="${lastPage.payUrl}" rel="noreferrer">${say(language, 'checkout.continueButton')}</a></p>`,
          true,
        );
      return lastPage
        ? shell(
            'checkout.continueTitle',
            html`<p>${say(language, 'checkout.continue')}</p>
              <p class="total">${say(language, 'payment.total')}: <strong>${formatMoney(checkout.charge.amountMinor, checkout.charge.currency, language)}</strong></p>
              <p><a class="button" id="pay-link" href="${lastPage.payUrl}" rel="noreferrer">${say(language, 'checkout.continueButton')}</a></p>
              <p class="note">${say(language, 'checkout.processing')}</p>`,
          )
        : shell('checkout.processingTitle', html`<p role="status">${say(language, 'checkout.processing')}</p>`, true);
    case 'open':
      return shell('checkout.processingTitle', html`<p role="status">${say(language, 'checkout.processing')}</p>`, true);
    case 'declined':
      return shell(
        'checkout.declinedTitle',
        html`<p class="alert" role="alert">${say(language, 'checkout.declined', { code: checkout.state.declineCode })}</p>
          <form method="post" action="${checkoutFormPath(id, 'retry')}">
            ${hidden('token', tokens.retry)}${hidden('lang', language.code)}${hidden('attempt', checkout.attempt)}
            <button type="submit">${say(language, 'checkout.retry')}</button>
          </form>`,
      );
    case 'paid':
      return shell('checkout.processingTitle', html`<p role="status">${say(language, 'checkout.issuing')}</p>`, true);
    case 'refunding':
    case 'refunded':
      return shell(checkout.state.kind === 'refunding' ? 'checkout.refundTitle' : 'checkout.refundedTitle', html`<p role="status">${say(language, REFUND_TEXT[checkout.state.reason])}</p>`);
    case 'abandoned':
      return shell('checkout.abandonedTitle', html`<p>${say(language, 'checkout.abandoned')}</p>`);
    case 'issued':
      // Shown by liveConfirmationPage; here only if a caller got the order wrong.
      return shell('done.title', html`<p>${checkout.state.policy.policyNumber}</p>`);
  }
};

/** The confirmation of a live purchase: the policy number and documents, and the cancellation form while the cooling-off window is open. */
export const liveConfirmationPage = (
  view: View<'confirmation'>,
  stored: StoredCheckout,
  language: PageLanguage,
  cancel: { readonly token: string; readonly until: number; readonly open: boolean },
): string => {
  const { subscription, offer } = view;
  const { checkout } = stored;
  if (checkout.state.kind !== 'issued') throw new Error('liveConfirmationPage: the checkout is not issued');
  const { policy } = checkout.state;
  const until = new Date(cancel.until).toISOString().slice(0, 10);
  return page({
    language,
    title: say(language, 'done.title'),
    step: 'done',
    body: html`
      <div class="done" role="status">
        <h1><span aria-hidden="true">✓</span> ${say(language, 'done.title')}</h1>
        <p>${say(language, 'checkout.paid', { amount: formatMoney(checkout.charge.amountMinor, checkout.charge.currency, language) })}</p>
        <p>${say(language, 'checkout.policy')}: <strong id="policy-number">${policy.policyNumber}</strong></p>
      </div>
      <section class="chosen">
        <p>${say(language, 'checkout.policyDocuments')}</p>
        <ul class="docs">${policy.documentUrls.map((url, i) => html`<li><a href="${url}" rel="noopener noreferrer" target="_blank">${say(language, 'checkout.document', { n: i + 1 })}</a></li>`)}</ul>
      </section>
      ${
        offer === undefined
          ? ''
          : html`<section class="chosen" aria-labelledby="offer-${offer.id}">
              <p class="eyebrow">${say(language, 'done.offer')}</p>
              ${offerHeading(offer, offer.insurerName, language, `offer-${offer.id}`)}
              ${documentLinks(offer.documents, language)}
            </section>`
      }
      ${tripSummary(subscription.trip, language)}
      ${
        cancel.open
          ? html`<section aria-labelledby="cancel-title">
              <h2 id="cancel-title">${say(language, 'checkout.cancelTitle')}</h2>
              <p>${say(language, 'checkout.cancelText', { date: formatDate(until, language) })}</p>
              <form method="post" action="${checkoutFormPath(subscription.subscriptionId, 'cancel')}">
                ${hidden('token', cancel.token)}${hidden('lang', language.code)}
                <button type="submit" class="secondary">${say(language, 'checkout.cancel')}</button>
              </form>
            </section>`
          : ''
      }`,
  });
};
