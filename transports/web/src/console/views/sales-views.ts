import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { SalesFilters, Statement } from '../partners/partner-sales.js';

const STATUSES = ['pending', 'validated', 'cancelled'] as const;

/** The filters as a query string (the CSV link and the next page keep them). */
export const salesQuery = (filters: SalesFilters, extra: Readonly<Record<string, string>> = {}): string =>
  new URLSearchParams({
    ledger: filters.ledger,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...extra,
  }).toString();

const select = (id: string, label: string, options: readonly { value: string; label: string }[], chosen: string): Html => html`<div class="field">
    <label for="${id}">${label}</label>
    <select id="${id}" name="${id}">${options.map((o) => html`<option value="${o.value}"${o.value === chosen ? html` selected` : ''}>${o.label}</option>`)}</select>
  </div>`;

export const salesBody = (language: ConsoleLanguage, code: string, filters: SalesFilters, read: { readonly statement: Statement } | { readonly invalid: string }, chart?: Html): Html => {
  const statusLabel = (status: string) => (STATUSES as readonly string[]).includes(status) ? language.say(`sales.status.${status as (typeof STATUSES)[number]}`) : status;
  return html`<h1>${language.say('sales.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code })}</p>
  <p>${language.say('sales.intro', { code })}</p>
  <form method="get" action="/console/p/${code}/sales" class="panel grid">
    <h2 class="sr">${language.say('sales.filters')}</h2>
    ${select('ledger', language.say('sales.ledger'), [{ value: 'live', label: language.say('mode.live') }, { value: 'sandbox', label: language.say('mode.sandbox') }], filters.ledger)}
    ${select('status', language.say('sales.status'), [{ value: '', label: language.say('sales.status.any') }, ...STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))], filters.status ?? '')}
    <div class="field"><label for="from">${language.say('sales.from')}</label><input type="text" id="from" name="from" value="${filters.from ?? ''}" inputmode="numeric" pattern="\\d{4}-\\d{2}-\\d{2}"></div>
    <div class="field"><label for="to">${language.say('sales.to')}</label><input type="text" id="to" name="to" value="${filters.to ?? ''}" inputmode="numeric" pattern="\\d{4}-\\d{2}-\\d{2}"></div>
    <div class="field"><button type="submit">${language.say('sales.apply')}</button></div>
  </form>
  ${
    'invalid' in read
      ? html`<div class="errors" role="alert"><p>${language.say('sales.badQuery', { reason: read.invalid })}</p></div>`
      : html`<p><a class="button" href="/console/p/${code}/sales.csv?${salesQuery(filters)}" download>${language.say('sales.csv')}</a></p>
  <h2>${language.say('sales.balances')}</h2>
  ${
    read.statement.balances.length === 0
      ? html`<p>${language.say('sales.balances.none')}</p>`
      : html`<table><caption class="sr">${language.say('sales.balances')}</caption>
      <thead><tr><th scope="col">${language.say('sales.currency')}</th><th scope="col">${language.say('sales.owed')}</th><th scope="col">${language.say('sales.validated')}</th><th scope="col">${language.say('sales.pending')}</th></tr></thead>
      <tbody>${read.statement.balances.map((b) => html`<tr><th scope="row">${b.currency}</th><td>${b.owed}</td><td>${b.validated}</td><td>${b.pending}</td></tr>`)}</tbody></table>`
  }
  ${chart ?? ''}
  <h2>${language.say('sales.title')}</h2>
  ${
    read.statement.sales.length === 0
      ? html`<p>${language.say('sales.none')}</p>`
      : html`<div class="table-scroll"><table><caption class="sr">${language.say('sales.title')}</caption>
      <thead><tr><th scope="col">${language.say('sales.booked')}</th><th scope="col">${language.say('sales.order')}</th><th scope="col">${language.say('links.ref')}</th><th scope="col">${language.say('sales.origin')}</th><th scope="col">${language.say('sales.status')}</th><th scope="col">${language.say('sales.amount')}</th><th scope="col">${language.say('sales.commission')}</th><th scope="col">${language.say('sales.validates')}</th></tr></thead>
      <tbody>${read.statement.sales.map(
        (s) => html`<tr><td>${language.time(Date.parse(s.bookedAt))}</td><th scope="row"><code>${s.externalOrderId}</code></th><td><code>${s.ref}</code></td><td>${s.origin}</td><td>${statusLabel(s.status)}</td><td>${s.amount} ${s.currency}</td><td>${s.commission} ${s.currency}</td><td>${s.autoValidatesAt ? language.time(Date.parse(s.autoValidatesAt)) : ''}</td></tr>`,
      )}</tbody></table></div>
      ${read.statement.next ? html`<p><a href="/console/p/${code}/sales?${salesQuery(filters, { cursor: read.statement.next })}">${language.say('sales.next')}</a></p>` : ''}`
  }`
  }`;
};
