import type { AccessApplicationRecord } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { DISTRIBUTION_STATUSES, GATE, type ApplicationErrors, type ApplicationForm, type LiveAccessView } from '../partners/live-access.js';
import { buttonForm, csrfField, errorSummary, input } from './form-controls.js';

const percent = (bps: number): string => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

const statusLine = (language: ConsoleLanguage, a: AccessApplicationRecord): string => {
  if (a.status === 'pending') return language.say('live.status.pending', { time: language.time(a.submittedAt) });
  if (a.status === 'approved') return language.say('live.status.approved', { time: language.time(a.decidedAt ?? a.submittedAt), reads: a.quota?.reads ?? 0, writes: a.quota?.writes ?? 0, rate: percent(a.commissionBps ?? 0) });
  return language.say('live.status.refused', { time: language.time(a.decidedAt ?? a.submittedAt), reason: a.refusalReason ?? '' });
};

const applicationForm = (language: ConsoleLanguage, csrf: string, code: string, values: Partial<ApplicationForm>, errors: ApplicationErrors): Html => {
  const listed = [
    ...(errors.volume ? [{ field: 'volume', message: language.say('live.error.volume') }] : []),
    ...(errors.markets ? [{ field: 'markets', message: language.say('live.error.markets') }] : []),
    ...(errors.distribution ? [{ field: 'distribution', message: language.say('live.error.distribution') }] : []),
  ];
  return html`<section class="panel" aria-labelledby="apply-title">
    <h2 id="apply-title">${language.say('live.apply.title')}</h2>
    ${errorSummary(language, listed)}
    <form method="post" action="/console/p/${code}/live/apply" novalidate>
      ${csrfField(csrf)}
      ${input({ id: 'volume', label: language.say('live.volume'), type: 'number', value: values.volume ?? '', extra: html` min="1" step="1" inputmode="numeric"`, ...(errors.volume ? { error: language.say('live.error.volume') } : {}) })}
      ${input({ id: 'markets', label: language.say('live.markets'), type: 'text', value: values.markets ?? '', hint: language.say('live.markets.hint'), ...(errors.markets ? { error: language.say('live.error.markets') } : {}) })}
      <fieldset class="field${errors.distribution ? ' invalid' : ''}"${errors.distribution ? html` aria-describedby="distribution-error"` : ''}>
        <legend>${language.say('live.distribution')}</legend>
        ${errors.distribution ? html`<p class="error" id="distribution-error">${language.say('live.error.distribution')}</p>` : ''}
        ${DISTRIBUTION_STATUSES.map(
          (status, i) => html`<div class="check"><input type="radio" name="distribution" id="${i === 0 ? 'distribution' : `distribution-${status}`}" value="${status}"${values.distribution === status ? html` checked` : ''}><label for="${i === 0 ? 'distribution' : `distribution-${status}`}">${language.say(`live.distribution.${status}`)}</label></div>`,
        )}
      </fieldset>
      <button type="submit">${language.say('live.apply.submit')}</button>
    </form>
  </section>`;
};

export const liveBody = (
  language: ConsoleLanguage,
  csrf: string,
  code: string,
  view: LiveAccessView,
  options: { readonly twoFactor: boolean; readonly form?: Partial<ApplicationForm>; readonly errors?: ApplicationErrors; readonly notice?: Html | string; readonly problem?: string },
): Html => {
  const latest = view.applications[0];
  const approved = view.applications.find((a) => a.status === 'approved');
  const canApply = latest === undefined || latest.status === 'refused';
  return html`<h1>${language.say('live.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code })}</p>
  ${options.notice ? html`<div class="success" role="status">${options.notice}</div>` : ''}
  ${options.problem ? html`<div class="errors" role="alert"><p>${options.problem}</p></div>` : ''}
  <p>${language.say('live.intro', { calls: GATE.priceCalls, links: GATE.links })}</p>
  <section class="panel" aria-labelledby="progress-title">
    <h2 id="progress-title">${language.say('live.progress')}</h2>
    <ul class="progress">
      <li class="${view.priceCalls >= GATE.priceCalls ? 'met' : 'unmet'}">${language.say('live.calls', { count: view.priceCalls, needed: GATE.priceCalls })} (${language.say(view.priceCalls >= GATE.priceCalls ? 'live.done' : 'live.todo')})</li>
      <li class="${view.links >= GATE.links ? 'met' : 'unmet'}">${language.say('live.links', { count: view.links, needed: GATE.links })} (${language.say(view.links >= GATE.links ? 'live.done' : 'live.todo')})</li>
    </ul>
  </section>
  ${
    latest
      ? html`<section class="panel" aria-labelledby="status-title"><h2 id="status-title">${language.say('live.status.title')}</h2><p>${statusLine(language, latest)}</p>${latest.status === 'refused' ? html`<p>${language.say('live.reapply')}</p>` : ''}</section>`
      : ''
  }
  ${canApply ? applicationForm(language, csrf, code, options.form ?? {}, options.errors ?? {}) : ''}
  ${
    approved
      ? html`<section class="panel" aria-labelledby="live-key-title"><h2 id="live-key-title">${language.say('live.key.title')}</h2>
      ${!options.twoFactor ? html`<p>${language.say('live.key.needTwoFactor')} <a href="/console/security">${language.say('nav.security')}</a></p>` : ''}
      ${!view.gateMet ? html`<p>${language.say('live.key.needGate')}</p>` : ''}
      ${options.twoFactor && view.gateMet ? buttonForm(`/console/p/${code}/live/key`, csrf, language.say('live.key.create')) : ''}</section>`
      : ''
  }`;
};
