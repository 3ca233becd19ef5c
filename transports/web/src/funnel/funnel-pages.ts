import type { FunnelView, QuotedOffer } from '@parasol/core/internal';
import { html, type Html } from '../html/html.js';
import { page } from '../html/layout.js';
import { controlAria, errorSummary, field } from '../html/form-parts.js';
import { documentLinks, highlights, offerHeading, priceOf, priceTag } from '../html/offer-parts.js';
import { say, type MessageKey, type PageLanguage } from '../i18n/languages.js';
import { formPath, subscriptionPath } from './funnel-paths.js';
import { tripSummary } from './trip-summary.js';
import type { DetailsForm } from './details-form.js';

type View<S extends FunnelView['step']> = Extract<FunnelView, { step: S }>;

const sandboxOf = (view: { readonly subscription: { readonly mode: string } }): boolean => view.subscription.mode === 'sandbox';

export const offersPage = (view: View<'offers'>, language: PageLanguage): string => {
  const { subscription } = view;
  const card = (offer: QuotedOffer) => html`
    <li class="offer">
      <article aria-labelledby="offer-${offer.id}">
        <div class="offer-head">
          <div>${offerHeading(offer, offer.insurer.name, language, `offer-${offer.id}`)}</div>
          ${priceTag(offer, language)}
        </div>
        ${highlights(offer, language)}
        ${documentLinks(offer.documents, language)}
        <a class="button" href="${subscriptionPath(subscription.subscriptionId, language.code, offer.id)}">${say(language, 'offer.choose')}<span class="sr">: ${offer.name ?? ''}</span></a>
      </article>
    </li>`;
  return page({
    language,
    title: say(language, 'offers.title'),
    step: 'offers',
    sandbox: sandboxOf(view),
    body: html`
      <h1>${say(language, 'offers.title')}</h1>
      ${view.unavailableOfferId === undefined ? '' : html`<p class="alert" role="alert">${say(language, 'offers.unavailable')}</p>`}
      ${tripSummary(subscription.trip, language)}
      <p>${say(language, 'offers.intro')}</p>
      ${view.offers.length === 0 ? html`<p>${say(language, 'offers.none')}</p>` : html`<ol class="offers">${view.offers.map(card)}</ol>`}`,
  });
};

const ERROR_OF: Readonly<Record<'name' | 'email' | 'terms', MessageKey>> = { name: 'errors.name', email: 'errors.email', terms: 'errors.terms' };

export const chosenOffer = (offer: QuotedOffer, language: PageLanguage, heading: MessageKey): Html => html`
  <section class="chosen" aria-labelledby="chosen-title">
    <p class="eyebrow" id="chosen-title">${say(language, heading)}</p>
    <div class="offer-head">
      <div>${offerHeading(offer, offer.insurer.name, language, `offer-${offer.id}`)}</div>
      ${priceTag(offer, language)}
    </div>
    ${documentLinks(offer.documents, language)}
  </section>`;

export const presubscribePage = (
  view: View<'presubscribe'>,
  language: PageLanguage,
  token: string,
  sent?: { readonly values: DetailsForm; readonly errors: readonly ('name' | 'email' | 'terms')[] },
): string => {
  const { subscription, offer } = view;
  const values = sent?.values ?? { name: '', email: '', terms: false };
  const errorOf = (f: 'name' | 'email' | 'terms') => (sent?.errors.includes(f) ? say(language, ERROR_OF[f]) : undefined);
  return page({
    language,
    title: (sent?.errors.length ? `${say(language, 'errors.title')}: ` : '') + say(language, 'details.title'),
    step: 'details',
    sandbox: sandboxOf(view),
    body: html`
      <h1>${say(language, 'details.title')}</h1>
      ${errorSummary(language, (sent?.errors ?? []).map((f) => ({ field: f, message: say(language, ERROR_OF[f]) })))}
      ${chosenOffer(offer, language, 'details.offer')}
      <p><a href="${subscriptionPath(subscription.subscriptionId, language.code)}">${say(language, 'details.change')}</a></p>
      ${sandboxOf(view) ? html`<p class="note">${say(language, 'details.sandbox')}</p>` : ''}
      <form method="post" action="${formPath(subscription.subscriptionId, 'presubscribe')}" novalidate>
        <input type="hidden" name="token" value="${token}">
        <input type="hidden" name="offer" value="${offer.id}">
        <input type="hidden" name="lang" value="${language.code}">
        ${field(
          'name',
          say(language, 'details.name'),
          html`<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${values.name}" ${controlAria('name', true, !!errorOf('name'))}>`,
          say(language, 'details.nameHint'),
          errorOf('name'),
        )}
        ${field(
          'email',
          say(language, 'details.email'),
          html`<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email}" ${controlAria('email', true, !!errorOf('email'))}>`,
          say(language, 'details.emailHint'),
          errorOf('email'),
        )}
        <div class="field check${errorOf('terms') ? ' invalid' : ''}">
          ${errorOf('terms') ? html`<p class="error" id="terms-error">${errorOf('terms')}</p>` : ''}
          <input id="terms" name="terms" type="checkbox" value="yes" required${values.terms ? html` checked` : ''}${controlAria('terms', false, !!errorOf('terms'))}>
          <label for="terms">${say(language, 'details.terms')}</label>
        </div>
        <button type="submit">${say(language, 'details.submit')}</button>
      </form>`,
  });
};

export const paymentPage = (view: View<'payment'>, language: PageLanguage, token: string): string => {
  const { subscription, offer } = view;
  return page({
    language,
    title: say(language, 'payment.title'),
    step: 'payment',
    sandbox: sandboxOf(view),
    body: html`
      <h1>${say(language, 'payment.title')}</h1>
      ${chosenOffer(offer, language, 'details.offer')}
      ${tripSummary(subscription.trip, language)}
      <p class="note" role="note">${say(language, 'payment.test')}</p>
      <form method="post" action="${formPath(subscription.subscriptionId, 'pay')}">
        <input type="hidden" name="token" value="${token}">
        <input type="hidden" name="lang" value="${language.code}">
        <p class="total">${say(language, 'payment.total')}: <strong>${priceOf(offer, language)}</strong></p>
        <button type="submit">${say(language, 'payment.submit', { amount: priceOf(offer, language) })}</button>
      </form>`,
  });
};

export const confirmationPage = (view: View<'confirmation'>, language: PageLanguage): string => {
  const { subscription, offer } = view;
  return page({
    language,
    title: say(language, 'done.title'),
    step: 'done',
    sandbox: sandboxOf(view),
    body: html`
      <div class="done" role="status">
        <h1><span aria-hidden="true">✓</span> ${say(language, 'done.title')}</h1>
        <p>${say(language, 'done.paid')}</p>
        ${subscription.policy === undefined ? '' : html`<p>${say(language, 'checkout.policy')}: <strong id="policy-number">${subscription.policy.policyNumber}</strong></p>`}
      </div>
      ${
        offer === undefined
          ? ''
          : html`<section class="chosen" aria-labelledby="offer-${offer.id}">
              <p class="eyebrow">${say(language, 'done.offer')}</p>
              ${offerHeading(offer, offer.insurerName, language, `offer-${offer.id}`)}
              <p>${say(language, 'done.documents')}</p>
              ${documentLinks(offer.documents, language)}
            </section>`
      }
      ${tripSummary(subscription.trip, language)}`,
  });
};

/** A page that only says something: an expired or unknown link, an outage, a refused form. */
export const messagePage = (language: PageLanguage, title: MessageKey, text: string, link?: { readonly href: string; readonly label: MessageKey }): string =>
  page({
    language,
    title: say(language, title),
    body: html`
      <h1>${say(language, title)}</h1>
      <p>${text}</p>
      ${link ? html`<p><a class="button" href="${link.href}">${say(language, link.label)}</a></p>` : ''}`,
  });
