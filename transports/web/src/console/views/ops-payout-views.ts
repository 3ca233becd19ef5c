import { fromMinor, type GroupResult } from '@parasol/core/internal';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { Ledger, PayoutStatusFilter, RunForm } from '../ops/payout-desk.js';
import type { PayoutsPage } from '../partners/partner-payouts.js';
import { csrfField, input } from './form-controls.js';
import { payoutStatus, payoutsTable } from './payout-views.js';

export interface OpsPayoutsPage {
  readonly ledger: Ledger;
  readonly status?: PayoutStatusFilter;
  readonly page: PayoutsPage;
  readonly run: Partial<RunForm> & { readonly runKey: string };
  readonly groups?: { readonly dryRun: boolean; readonly results: readonly GroupResult[] };
  readonly notice?: string;
  readonly problem?: string;
}

const ledgerSelect = (language: ConsoleLanguage, id: string, chosen: Ledger): Html =>
  html`<div class="field"><label for="${id}">${language.say('sales.ledger')}</label><select id="${id}" name="ledger">${(['live', 'sandbox'] as const).map((l) => html`<option value="${l}"${l === chosen ? html` selected` : ''}>${language.say(l === 'live' ? 'mode.live' : 'mode.sandbox')}</option>`)}</select></div>`;

const runForm = (language: ConsoleLanguage, csrf: string, p: OpsPayoutsPage): Html => html`<form method="post" action="/console/ops/payouts/run" class="panel">
    <h2>${language.say('ops.payouts.run')}</h2>
    ${csrfField(csrf)}
    ${ledgerSelect(language, 'run-ledger', p.run.ledger ?? p.ledger)}
    ${input({ id: 'partner', label: language.say('ops.payouts.partner'), type: 'text', value: p.run.partnerCode ?? '', required: false })}
    ${input({ id: 'currency', label: language.say('ops.payouts.currency'), type: 'text', value: p.run.currency ?? '', required: false, extra: html` maxlength="3"` })}
    ${input({ id: 'key', label: language.say('ops.payouts.key'), type: 'text', value: p.run.runKey })}
    <div class="field"><input type="checkbox" id="dry-run" name="dryRun" value="1"${p.run.dryRun ? html` checked` : ''}> <label for="dry-run">${language.say('ops.payouts.dryRun')}</label></div>
    <button type="submit">${language.say('ops.payouts.submit')}</button>
  </form>`;

const groupsTable = (language: ConsoleLanguage, groups: NonNullable<OpsPayoutsPage['groups']>): Html => html`<table>
    <caption>${language.say(groups.dryRun ? 'ops.payouts.dryResult' : 'ops.payouts.result', { count: groups.results.length })}</caption>
    <thead><tr><th scope="col">${language.say('ops.partner')}</th><th scope="col">${language.say('sales.currency')}</th><th scope="col">${language.say('payouts.id')}</th><th scope="col">${language.say('ops.payouts.outcome')}</th><th scope="col">${language.say('sales.amount')}</th><th scope="col">${language.say('ops.payouts.minimum')}</th></tr></thead>
    <tbody>${groups.results.map((g) => html`<tr><th scope="row">${g.partnerCode}</th><td>${g.currency}</td><td><code>${g.payoutId}</code></td><td>${g.outcome}</td><td>${fromMinor(g.amountMinor, g.currency)} ${g.currency}</td><td>${fromMinor(g.minimumMinor, g.currency)} ${g.currency}</td></tr>`)}</tbody>
  </table>`;

/** Mark paid (the bank's reference) or failed (a reason), for a pending payout. */
const markForms = (language: ConsoleLanguage, csrf: string, ledger: Ledger, payoutId: string): Html => html`<div class="actions">
    <form method="post" action="/console/ops/payouts/${payoutId}/paid">${csrfField(csrf)}<input type="hidden" name="ledger" value="${ledger}">
      ${input({ id: `reference-${payoutId}`, label: language.say('ops.payouts.reference', { payout: payoutId }), type: 'text', extra: html` maxlength="200"` })}
      <button type="submit">${language.say('ops.payouts.markPaid')}<span class="sr"> ${payoutId}</span></button></form>
    <form method="post" action="/console/ops/payouts/${payoutId}/failed">${csrfField(csrf)}<input type="hidden" name="ledger" value="${ledger}">
      ${input({ id: `reason-${payoutId}`, label: language.say('ops.payouts.reason', { payout: payoutId }), type: 'text', extra: html` maxlength="500"` })}
      <button type="submit" class="danger">${language.say('ops.payouts.markFailed')}<span class="sr"> ${payoutId}</span></button></form>
  </div>`;

export const opsPayoutsBody = (language: ConsoleLanguage, csrf: string, p: OpsPayoutsPage): Html => {
  const query = (extra: Readonly<Record<string, string>> = {}) => new URLSearchParams({ ledger: p.ledger, ...(p.status ? { status: p.status } : {}), ...extra }).toString();
  return html`<h1>${language.say('nav.opsPayouts')}</h1>
  ${p.notice ? html`<p class="success" role="status">${p.notice}</p>` : ''}
  ${p.problem ? html`<div class="errors" role="alert"><p>${p.problem}</p></div>` : ''}
  <p>${language.say('ops.payouts.intro')}</p>
  ${runForm(language, csrf, p)}
  ${p.groups ? groupsTable(language, p.groups) : ''}
  <h2>${language.say('ops.payouts.list')}</h2>
  <form method="get" action="/console/ops/payouts" class="panel grid">
    ${ledgerSelect(language, 'ledger', p.ledger)}
    <div class="field"><label for="status">${language.say('ops.payouts.filter')}</label><select id="status" name="status">${[['', language.say('sales.status.any')], ...(['pending', 'paid', 'failed'] as const).map((s) => [s, payoutStatus(language, s)])].map(([value, label]) => html`<option value="${value}"${(p.status ?? '') === value ? html` selected` : ''}>${label}</option>`)}</select></div>
    <div class="field"><button type="submit">${language.say('sales.apply')}</button></div>
  </form>
  ${
    p.page.payouts.length === 0
      ? html`<p>${language.say('payouts.none')}</p>`
      : payoutsTable(language, p.page.payouts, (x) => `/console/ops/payouts/${x.payoutId}?ledger=${p.ledger}`, true, (x) => (x.status === 'pending' ? markForms(language, csrf, p.ledger, x.payoutId) : html``))
  }
  ${p.page.next ? html`<p><a href="/console/ops/payouts?${query({ cursor: p.page.next })}">${language.say('sales.next')}</a></p>` : ''}`;
};
