import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { SearchResult } from '../ops/sales-search.js';
import type { Statement } from '../partners/partner-sales.js';
import { input } from './form-controls.js';

const salesTable = (language: ConsoleLanguage, sales: Statement['sales']): Html => html`<div class="table-scroll"><table>
  <caption class="sr">${language.say('sales.title')}</caption>
  <thead><tr><th scope="col">${language.say('sales.booked')}</th><th scope="col">${language.say('sales.order')}</th><th scope="col">${language.say('links.ref')}</th><th scope="col">${language.say('sales.origin')}</th><th scope="col">${language.say('sales.status')}</th><th scope="col">${language.say('sales.amount')}</th><th scope="col">${language.say('sales.commission')}</th></tr></thead>
  <tbody>${sales.map((s) => html`<tr><td>${language.time(Date.parse(s.bookedAt))}</td><th scope="row"><code>${s.externalOrderId}</code></th><td><code>${s.ref}</code></td><td>${s.origin}</td><td>${s.status}</td><td>${s.amount} ${s.currency}</td><td>${s.commission} ${s.currency}</td></tr>`)}</tbody>
</table></div>`;

export const opsSalesBody = (language: ConsoleLanguage, values: { readonly ref: string; readonly order: string; readonly ledger: string }, result?: SearchResult): Html => html`<h1>${language.say('ops.sales.title')}</h1>
  <p>${language.say('ops.sales.intro')}</p>
  <form method="get" action="/console/ops/sales" class="panel grid">
    ${input({ id: 'ref', label: language.say('ops.sales.ref'), type: 'text', value: values.ref, required: false })}
    ${input({ id: 'order', label: language.say('ops.sales.order'), type: 'text', value: values.order, required: false })}
    <div class="field"><label for="ledger">${language.say('sales.ledger')}</label><select id="ledger" name="ledger">${(['live', 'sandbox'] as const).map((l) => html`<option value="${l}"${values.ledger === l ? html` selected` : ''}>${language.say(l === 'live' ? 'mode.live' : 'mode.sandbox')}</option>`)}</select></div>
    <div class="field"><button type="submit">${language.say('ops.sales.submit')}</button></div>
  </form>
  ${
    result === undefined
      ? ''
      : result.kind === 'bad-ref'
        ? html`<div class="errors" role="alert"><p>${language.say('ops.sales.badRef')}</p></div>`
        : result.kind === 'none'
          ? html`<p role="status">${language.say('ops.sales.none')}</p>`
          : result.kind === 'many'
            ? salesTable(language, result.sales)
            : html`${salesTable(language, [result.found.sale])}
    <table><caption>${language.say('ops.sales.entries', { order: result.found.sale.externalOrderId })}</caption>
      <thead><tr><th scope="col">${language.say('audit.when')}</th><th scope="col">${language.say('ops.sales.kind')}</th><th scope="col">${language.say('ops.sales.delta')}</th><th scope="col">${language.say('ops.sales.cause')}</th></tr></thead>
      <tbody>${result.found.entries.map((e) => html`<tr><td>${language.time(Date.parse(e.at))}</td><td>${e.kind}</td><td>${e.delta} ${e.currency}</td><td>${String(e.cause ?? '')}</td></tr>`)}</tbody>
    </table>`
  }`;

/** The operators' review of one partner's postback sales that name no subscription. */
export const opsReviewBody = (language: ConsoleLanguage, values: { readonly partner: string; readonly ledger: string }, sales?: Statement['sales'] | 'unknown'): Html => html`<h1>${language.say('ops.review.title')}</h1>
  <p>${language.say('ops.review.intro')}</p>
  <form method="get" action="/console/ops/review" class="panel grid">
    ${input({ id: 'partner', label: language.say('ops.review.partner'), type: 'text', value: values.partner })}
    <div class="field"><label for="ledger">${language.say('sales.ledger')}</label><select id="ledger" name="ledger">${(['live', 'sandbox'] as const).map((l) => html`<option value="${l}"${values.ledger === l ? html` selected` : ''}>${language.say(l === 'live' ? 'mode.live' : 'mode.sandbox')}</option>`)}</select></div>
    <div class="field"><button type="submit">${language.say('ops.sales.submit')}</button></div>
  </form>
  ${
    sales === undefined
      ? ''
      : sales === 'unknown'
        ? html`<p role="status">${language.say('ops.partners.unknown', { code: values.partner })}</p>`
        : sales.length === 0
          ? html`<p role="status">${language.say('ops.review.none')}</p>`
          : salesTable(language, sales)
  }`;
