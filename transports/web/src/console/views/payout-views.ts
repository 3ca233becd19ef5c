import type { KeyMode } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { PayoutDetail, PayoutsPage } from '../partners/partner-payouts.js';

type Payout = PayoutsPage['payouts'][number];

const modeSwitch = (language: ConsoleLanguage, action: string, mode: KeyMode): Html => html`<form method="get" action="${action}" class="panel grid">
    <div class="field"><label for="mode">${language.say('sales.ledger')}</label><select id="mode" name="mode">${(['live', 'sandbox'] as const).map((m) => html`<option value="${m}"${m === mode ? html` selected` : ''}>${language.say(m === 'live' ? 'mode.live' : 'mode.sandbox')}</option>`)}</select></div>
    <div class="field"><button type="submit">${language.say('sales.apply')}</button></div>
  </form>`;

export const payoutStatus = (language: ConsoleLanguage, status: string): string =>
  status === 'pending' || status === 'paid' || status === 'failed' ? language.say(`payouts.status.${status}`) : status;

/** The payouts table (the partner's, or an operator's view of every partner's with `withPartner`). */
export const payoutsTable = (language: ConsoleLanguage, payouts: readonly Payout[], hrefOf: (p: Payout) => string, withPartner = false, actions?: (p: Payout) => Html): Html => html`<div class="table-scroll"><table>
    <caption class="sr">${language.say('payouts.title')}</caption>
    <thead><tr><th scope="col">${language.say('payouts.id')}</th>${withPartner ? html`<th scope="col">${language.say('ops.partner')}</th>` : ''}<th scope="col">${language.say('payouts.created')}</th><th scope="col">${language.say('sales.amount')}</th><th scope="col">${language.say('sales.status')}</th><th scope="col">${language.say('payouts.lines')}</th><th scope="col">${language.say('payouts.reference')}</th>${actions ? html`<th scope="col">${language.say('keys.actions')}</th>` : ''}</tr></thead>
    <tbody>${payouts.map(
      (p) => html`<tr><th scope="row"><a href="${hrefOf(p)}"><code>${p.payoutId}</code></a></th>${withPartner ? html`<td>${p.partner}</td>` : ''}<td>${language.time(Date.parse(p.createdAt))}</td><td>${p.amount} ${p.currency}</td><td>${payoutStatus(language, p.status)}${p.paidAt ? html`<br><span class="fineprint">${language.time(Date.parse(p.paidAt))}</span>` : ''}</td><td>${p.lineCount} / ${p.clawbackCount}</td><td>${p.reference ?? ''}</td>${actions ? html`<td>${actions(p)}</td>` : ''}</tr>`,
    )}</tbody>
  </table></div>`;

export const payoutsBody = (language: ConsoleLanguage, code: string, mode: KeyMode, read: PayoutsPage | { readonly invalid: string }): Html => html`<h1>${language.say('payouts.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code })}</p>
  <p>${language.say('payouts.intro')}</p>
  ${modeSwitch(language, `/console/p/${code}/payouts`, mode)}
  ${
    'invalid' in read
      ? html`<div class="errors" role="alert"><p>${language.say('sales.badQuery', { reason: read.invalid })}</p></div>`
      : read.payouts.length === 0
        ? html`<p>${language.say('payouts.none')}</p>`
        : html`${payoutsTable(language, read.payouts, (p) => `/console/p/${code}/payouts/${p.payoutId}?mode=${mode}`)}
  ${read.next ? html`<p><a href="/console/p/${code}/payouts?${new URLSearchParams({ mode, cursor: read.next }).toString()}">${language.say('sales.next')}</a></p>` : ''}`
  }`;

/** One payout: its figures, its lines and clawbacks, and the remittance CSV. */
export const payoutBody = (language: ConsoleLanguage, detail: PayoutDetail, csvHref: string, back: Html): Html => {
  const { payout, lines, clawbacks } = detail;
  return html`<h1>${language.say('payouts.one', { payout: payout.payoutId })}</h1>
  ${back}
  <dl class="panel">
    <dt>${language.say('ops.partner')}</dt><dd>${payout.partner} · ${language.say(payout.mode === 'live' ? 'mode.live' : 'mode.sandbox')}</dd>
    <dt>${language.say('sales.amount')}</dt><dd>${payout.amount} ${payout.currency}</dd>
    <dt>${language.say('sales.status')}</dt><dd>${payoutStatus(language, payout.status)}${payout.paidAt ? html` · ${language.time(Date.parse(payout.paidAt))}` : ''}</dd>
    <dt>${language.say('payouts.created')}</dt><dd>${language.time(Date.parse(payout.createdAt))}</dd>
    <dt>${language.say('payouts.reference')}</dt><dd>${payout.reference ?? '—'}</dd>
  </dl>
  <p><a class="button" href="${csvHref}" download>${language.say('payouts.csv')}</a></p>
  <h2>${language.say('payouts.lines.title')}</h2>
  ${
    lines.length === 0
      ? html`<p>${language.say('payouts.lines.none')}</p>`
      : html`<table><caption class="sr">${language.say('payouts.lines.title')}</caption>
    <thead><tr><th scope="col">${language.say('sales.order')}</th><th scope="col">${language.say('payouts.sale')}</th><th scope="col">${language.say('sales.commission')}</th></tr></thead>
    <tbody>${lines.map((l) => html`<tr><th scope="row"><code>${l.externalOrderId}</code></th><td><code>${l.saleId}</code></td><td>${l.commission} ${payout.currency}</td></tr>`)}</tbody></table>`
  }
  <h2>${language.say('payouts.clawbacks')}</h2>
  ${
    clawbacks.length === 0
      ? html`<p>${language.say('payouts.clawbacks.none')}</p>`
      : html`<table><caption class="sr">${language.say('payouts.clawbacks')}</caption>
    <thead><tr><th scope="col">${language.say('sales.order')}</th><th scope="col">${language.say('payouts.sale')}</th><th scope="col">${language.say('sales.amount')}</th></tr></thead>
    <tbody>${clawbacks.map((c) => html`<tr><th scope="row"><code>${c.externalOrderId}</code></th><td><code>${c.saleId}</code></td><td>−${c.amount} ${payout.currency}</td></tr>`)}</tbody></table>`
  }`;
};
