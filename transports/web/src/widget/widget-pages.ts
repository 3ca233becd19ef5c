import { INTENTS, type QuoteResponse, type QuotedOffer } from '@parasol/core/internal';
import { html, type Html } from '../html/html.js';
import { page } from '../html/layout.js';
import { controlAria, errorSummary, field } from '../html/form-parts.js';
import { documentLinks, offerHeading, priceTag } from '../html/offer-parts.js';
import { countryOptions } from '../i18n/countries.js';
import { countryName, formatDate } from '../i18n/format.js';
import { say, type MessageKey, type PageLanguage } from '../i18n/languages.js';
import { TRIP_ERRORS, type TripField, type TripFields } from './trip-form.js';
import type { IgnoredAttribute } from './widget-setup.js';

/** What every frame page carries on: the ref, the language asked, and the widget session once a quote opened one. */
export interface FrameState {
  readonly ref: string;
  readonly language: PageLanguage;
  readonly session?: string;
  readonly sandbox: boolean;
}

const hidden = (name: string, value: string | undefined): Html | '' => (value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}">`);

const carried = (state: FrameState): Html => html`${hidden('ref', state.ref)}${hidden('lang', state.language.code)}${hidden('session', state.session)}`;

const setupNotes = (language: PageLanguage, ignored: readonly IgnoredAttribute[]): Html | '' =>
  ignored.length === 0 ? '' : html`<ul class="note" role="note">${ignored.map((i) => html`<li>${say(language, 'widget.setup.ignored', { attribute: i.attribute, value: i.value })}</li>`)}</ul>`;

const countrySelect = (id: string, language: PageLanguage, selected: string, aria: Html): Html => html`
  <select id="${id}" name="${id}" autocomplete="${id === 'residence' ? 'country' : 'off'}"${aria}>
    <option value="">${say(language, 'widget.country')}</option>
    ${countryOptions(language).map((c) => html`<option value="${c.code}"${c.code === selected ? html` selected` : ''}>${c.name}</option>`)}
  </select>`;

/** The quote form in the frame, prefilled, with the errors of a previous try. */
export const quoteFormPage = (state: FrameState, values: TripFields, errors: readonly TripField[], ignored: readonly IgnoredAttribute[] = []): string => {
  const { language } = state;
  const errorOf = (f: TripField) => (errors.includes(f) ? say(language, TRIP_ERRORS[f]) : undefined);
  return page({
    language,
    frame: true,
    sandbox: state.sandbox,
    title: say(language, 'widget.title'),
    body: html`
      <h1>${say(language, 'widget.title')}</h1>
      ${setupNotes(language, ignored)}
      ${errorSummary(language, [...new Set(errors)].map((f) => ({ field: f === 'trip' ? 'intent' : f, message: say(language, TRIP_ERRORS[f]) })))}
      <form method="post" action="/widget/quote" class="quote" novalidate>
        ${carried(state)}
        <div class="grid">
          ${field(
            'intent',
            say(language, 'widget.intent'),
            html`<select id="intent" name="intent"${controlAria('intent', false, !!errorOf('intent'))}>${INTENTS.map(
              (i) => html`<option value="${i}"${i === values.intent ? html` selected` : ''}>${say(language, `intent.${i}` as MessageKey)}</option>`,
            )}</select>`,
            undefined,
            errorOf('intent'),
          )}
          ${field('residence', say(language, 'widget.residence'), countrySelect('residence', language, values.residence, controlAria('residence', false, !!errorOf('residence'))), undefined, errorOf('residence'))}
          ${field('destination', say(language, 'widget.destination'), countrySelect('destination', language, values.destination, controlAria('destination', false, !!errorOf('destination'))), undefined, errorOf('destination'))}
          ${field('start', say(language, 'widget.start'), html`<input id="start" name="start" type="date" value="${values.start}"${controlAria('start', false, !!errorOf('start'))}>`, undefined, errorOf('start'))}
          ${field('end', say(language, 'widget.end'), html`<input id="end" name="end" type="date" value="${values.end}"${controlAria('end', false, !!errorOf('start'))}>`, undefined, undefined)}
          ${field(
            'ages',
            say(language, 'widget.ages'),
            html`<input id="ages" name="ages" type="text" inputmode="numeric" autocomplete="off" value="${values.ages}"${controlAria('ages', true, !!errorOf('ages'))}>`,
            say(language, 'widget.agesHint'),
            errorOf('ages'),
          )}
        </div>
        <button type="submit">${say(language, 'widget.submit')}</button>
      </form>
      <p class="powered">${say(language, 'widget.powered')}</p>`,
  });
};

/** The offers of a widget quote; each choice opens the funnel in a new tab, where the ref is already on the subscription. */
export const quoteResultsPage = (state: FrameState, values: TripFields, quote: QuoteResponse): string => {
  const { language } = state;
  const trip = JSON.stringify(quote.trip);
  const card = (offer: QuotedOffer) => html`
    <li class="offer compact">
      <div class="offer-head">
        <div>${offerHeading(offer, offer.insurer.name, language, `offer-${offer.id}`)}</div>
        ${priceTag(offer, language)}
      </div>
      ${offer.highlights.included.length > 0 ? html`<ul class="yes">${offer.highlights.included.slice(0, 3).map((h) => html`<li>${h}</li>`)}</ul>` : ''}
      ${documentLinks(offer.documents, language)}
      <form method="post" action="/widget/choose" target="_blank">
        ${carried(state)}${hidden('trip', trip)}${hidden('offer', String(offer.id))}
        <button type="submit" aria-describedby="new-tab">${say(language, 'widget.choose', { name: offer.name ?? '' })}</button>
      </form>
    </li>`;
  return page({
    language,
    frame: true,
    sandbox: state.sandbox,
    title: say(language, 'widget.results'),
    body: html`
      <h1>${say(language, 'widget.results')}</h1>
      <p class="summary">${countryName(quote.trip.countryResidence, language)} → ${quote.trip.arrivalCountries.map((c) => countryName(c, language)).join(', ')} · ${say(language, 'trip.range', {
        start: formatDate(quote.trip.startDate, language),
        end: formatDate(quote.trip.endDate, language),
      })} · ${quote.trip.travellers.map((t) => t.age).join(', ')}</p>
      <form method="get" action="/widget/frame" class="inline">
        ${carried(state)}${Object.entries(values).map(([name, value]) => hidden(name, value))}
        <button type="submit" class="link">${say(language, 'widget.change')}</button>
      </form>
      ${quote.offers.length === 0 ? html`<p>${say(language, 'widget.none')}</p>` : html`<ol class="offers">${quote.offers.map(card)}</ol>`}
      <p class="hint" id="new-tab">${say(language, 'widget.newTab')}</p>
      <p class="powered">${say(language, 'widget.powered')}</p>`,
  });
};

/** A frame that only says something: a widget that is not set up, a limit, an outage. */
export const frameMessagePage = (language: PageLanguage, title: MessageKey, text: string): string =>
  page({ language, frame: true, title: say(language, title), body: html`<h1>${say(language, title)}</h1><p class="alert" role="alert">${text}</p>` });
