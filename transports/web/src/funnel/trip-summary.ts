import type { Trip } from '@parasol/core/internal';
import { html, type Html } from '../html/html.js';
import { countryName, formatDate } from '../i18n/format.js';
import { say, type PageLanguage } from '../i18n/languages.js';

/** What the traveller is buying cover for, on every funnel page. */
export const tripSummary = (trip: Trip, language: PageLanguage): Html => html`
  <section class="trip" aria-labelledby="trip-title">
    <h2 id="trip-title">${say(language, 'trip.title')}</h2>
    <dl>
      <div><dt>${say(language, 'trip.dates')}</dt><dd>${say(language, 'trip.range', { start: formatDate(trip.startDate, language), end: formatDate(trip.endDate, language) })}</dd></div>
      <div><dt>${say(language, 'trip.destinations')}</dt><dd>${trip.arrivalCountries.map((c) => countryName(c, language)).join(', ')}</dd></div>
      <div><dt>${say(language, 'trip.ages')}</dt><dd>${trip.travellers.map((t) => t.age).join(', ')}</dd></div>
    </dl>
  </section>`;
