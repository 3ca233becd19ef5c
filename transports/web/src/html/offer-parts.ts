import type { QuotedOffer } from '@parasol/core/internal';
import { html, type Html } from './html.js';
import { formatMoney } from '../i18n/format.js';
import { say, type PageLanguage } from '../i18n/languages.js';

/** The offer's displayed price (spec: price.amount is the value to display), read from its integer minor units. */
export const priceOf = (offer: QuotedOffer, language: PageLanguage): string => formatMoney(offer.price.amountInCents, offer.price.currency, language);

export const priceTag = (offer: QuotedOffer, language: PageLanguage): Html =>
  html`<p class="price">${offer.price.isStartingPrice ? html`<span class="from">${say(language, 'offer.from')}</span> ` : ''}<strong>${priceOf(offer, language)}</strong></p>`;

/** A monogram instead of the insurer's pictogram: pages load nothing from other sites (CSP, privacy). */
export const monogram = (insurer: string | null): Html => html`<span class="logo" aria-hidden="true">${(insurer ?? '?').trim().charAt(0).toUpperCase()}</span>`;

/** Insurer name and documents always travel with the offer (spec: usage conditions). */
export const documentLinks = (documents: { readonly cgvUrl: string | null; readonly ipidUrl: string | null }, language: PageLanguage): Html => html`
  <ul class="docs">
    ${documents.cgvUrl ? html`<li><a href="${documents.cgvUrl}" rel="noopener noreferrer" target="_blank">${say(language, 'offer.terms')}</a></li>` : ''}
    ${documents.ipidUrl ? html`<li><a href="${documents.ipidUrl}" rel="noopener noreferrer" target="_blank">${say(language, 'offer.ipid')}</a></li>` : ''}
  </ul>`;

export const highlights = (offer: QuotedOffer, language: PageLanguage): Html => html`
  ${offer.highlights.included.length > 0 ? html`<h3 class="sr">${say(language, 'offer.included')}</h3><ul class="yes">${offer.highlights.included.map((h) => html`<li>${h}</li>`)}</ul>` : ''}
  ${offer.highlights.excluded.length > 0 ? html`<h3 class="sr">${say(language, 'offer.excluded')}</h3><ul class="no">${offer.highlights.excluded.map((h) => html`<li>${h}</li>`)}</ul>` : ''}`;

/** Name, plan and insurer: the heading of an offer, with the id its article is labelled by. */
export const offerHeading = (offer: { readonly name: string | null; readonly plan: string | null }, insurer: string | null, language: PageLanguage, id: string): Html => html`
  <h2 id="${id}">${offer.name ?? offer.plan ?? ''}</h2>
  <p class="by">${monogram(insurer)} ${insurer ? say(language, 'offer.by', { insurer }) : ''}${offer.plan && offer.name ? html` · ${offer.plan}` : ''}</p>`;
