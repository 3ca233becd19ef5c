import type { AccessApplicationRecord, AuditEntry } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { OperatorDesk } from '../ops/operator-desk.js';
import { buttonForm, csrfField, input } from './form-controls.js';
import { auditTable } from './member-views.js';

export interface QueuedApplication {
  readonly application: AccessApplicationRecord;
  readonly priceCalls: number;
  readonly links: number;
  readonly baseRateBps: number;
}

const decisionForms = (language: ConsoleLanguage, csrf: string, q: QueuedApplication): Html => {
  const { application: a } = q;
  const id = a.applicationId;
  // Suggested quotas from the declared volume: a hundred price calls and twenty links a policy a day, at least the sandbox's.
  const reads = Math.max(200, Math.ceil(a.expectedMonthlyVolume / 30) * 100);
  const writes = Math.max(50, Math.ceil(a.expectedMonthlyVolume / 30) * 20);
  return html`<form method="post" action="/console/ops/applications/${id}/approve" class="panel">
      ${csrfField(csrf)}
      ${input({ id: `reads-${id}`, label: language.say('ops.reads'), type: 'number', value: String(reads), extra: html` min="1" step="1"` })}
      ${input({ id: `writes-${id}`, label: language.say('ops.writes'), type: 'number', value: String(writes), extra: html` min="1" step="1"` })}
      ${input({ id: `commission-${id}`, label: language.say('ops.commission'), type: 'number', value: String(q.baseRateBps), extra: html` min="${q.baseRateBps}" max="5000" step="1"` })}
      <button type="submit">${language.say('ops.approve', { partner: a.partnerCode })}</button>
    </form>
    <form method="post" action="/console/ops/applications/${id}/refuse" class="panel">
      ${csrfField(csrf)}
      ${input({ id: `reason-${id}`, label: language.say('ops.reason'), type: 'text' })}
      <button type="submit" class="danger">${language.say('ops.refuse', { partner: a.partnerCode })}</button>
    </form>`;
};

export const opsHomeBody = (language: ConsoleLanguage, csrf: string, queue: readonly QueuedApplication[], audit: readonly AuditEntry[], notice?: string, problem?: string): Html => html`<h1>${language.say('ops.title')}</h1>
  ${notice ? html`<p class="success" role="status">${notice}</p>` : ''}
  ${problem ? html`<div class="errors" role="alert"><p>${problem}</p></div>` : ''}
  <h2>${language.say('ops.applications')}</h2>
  ${
    queue.length === 0
      ? html`<p>${language.say('ops.applications.none')}</p>`
      : queue.map(
          (q) => html`<section class="panel" aria-labelledby="app-${q.application.applicationId}">
      <h3 id="app-${q.application.applicationId}">${q.application.partnerCode}</h3>
      <dl>
        <dt>${language.say('ops.submitted')}</dt><dd>${language.time(q.application.submittedAt)}</dd>
        <dt>${language.say('ops.volume')}</dt><dd>${q.application.expectedMonthlyVolume}</dd>
        <dt>${language.say('ops.markets')}</dt><dd>${q.application.markets.join(', ')}</dd>
        <dt>${language.say('ops.distribution')}</dt><dd>${language.say(`live.distribution.${q.application.distributionStatus}`)}</dd>
        <dt>${language.say('ops.progress')}</dt><dd>${q.priceCalls} / ${q.links}</dd>
      </dl>
      ${decisionForms(language, csrf, q)}
    </section>`,
        )
  }
  <h2>${language.say('ops.audit')}</h2>
  ${auditTable(language, audit, true)}`;

type PartnerFile = NonNullable<Awaited<ReturnType<OperatorDesk['partner']>>>;

export const opsPartnersBody = (language: ConsoleLanguage, csrf: string, code: string, found: PartnerFile | undefined, notice?: string): Html => html`<h1>${language.say('ops.partners')}</h1>
  ${notice ? html`<p class="success" role="status">${notice}</p>` : ''}
  <form method="get" action="/console/ops/partners" class="panel">
    <h2>${language.say('ops.partners.find')}</h2>
    ${input({ id: 'code', label: language.say('ops.partners.code'), type: 'text', value: code })}
    <button type="submit">${language.say('ops.partners.submit')}</button>
  </form>
  ${code && !found ? html`<p role="status">${language.say('ops.partners.unknown', { code })}</p>` : ''}
  ${
    found
      ? html`<section class="panel" aria-labelledby="partner-title">
    <h2 id="partner-title">${found.partner.code}</h2>
    <p>${language.say('ops.partner.status', { status: found.partner.status, base: `${found.partner.baseRateBps} bps`, rate: `${found.partner.commissionBps} bps` })}</p>
    <h3>${language.say('ops.partner.users')}</h3>
    <ul>${found.users.map((u) => html`<li>${u.email}${u.totpSecret ? ' · TOTP' : ''}</li>`)}</ul>
    <h3>${language.say('ops.partner.keys')}</h3>
    <ul>${found.keys.map(
      (k) => html`<li><code>${k.keyId}</code> · ${language.say(k.mode === 'live' ? 'mode.live' : 'mode.sandbox')} · ${k.revokedAt === undefined ? buttonForm(`/console/ops/partners/${found.partner.code}/keys/${k.keyId}/revoke`, csrf, language.say('ops.key.revoke', { key: k.keyId }), { className: 'danger' }) : language.say('keys.state.revoked', { time: language.time(k.revokedAt) })}</li>`,
    )}</ul>
    <h3>${language.say('live.status.title')}</h3>
    <ul>${found.applications.map((a) => html`<li>${a.applicationId} · ${a.status} · ${language.time(a.submittedAt)}${a.refusalReason ? html` · ${a.refusalReason}` : ''}</li>`)}</ul>
  </section>`
      : ''
  }`;
