import { WEBHOOK_EVENT_TYPES, type KeyMode, type WebhookEndpointView } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { DeliveryLog, IssuedWebhookSecret } from '../partners/partner-webhooks.js';
import { buttonForm, csrfField, input } from './form-controls.js';

export interface WebhooksPage {
  readonly code: string;
  readonly mode: KeyMode;
  readonly endpoints: readonly WebhookEndpointView[];
  readonly log: DeliveryLog | { readonly invalid: string };
  /** The delivery log's filters as the page's query carries them. */
  readonly filters: Readonly<Record<string, string>>;
  readonly notice?: Html | string;
  readonly problem?: string;
  /** The create form's values after a refusal. */
  readonly form?: Readonly<Record<string, string>>;
}

/** A button's visible verb, its accessible name naming the endpoint or delivery too. */
const about = (verb: string, id: string): Html => html`${verb}<span class="sr"> ${id}</span>`;

const query = (mode: KeyMode, extra: Readonly<Record<string, string>> = {}): string => new URLSearchParams({ mode, ...extra }).toString();

/** An endpoint's signing secret, shown once (creation, rotation), with the rotation's overlap when there is one. */
export const webhookSecretPanel = (language: ConsoleLanguage, issued: IssuedWebhookSecret): Html => html`<section class="secret" aria-labelledby="secret-title">
    <h2 id="secret-title">${language.say('webhooks.secret.once')}</h2>
    <dl>
      <dt>${language.say('webhooks.endpoint')}</dt><dd><code id="webhook-id">${issued.endpoint.id}</code> · ${issued.endpoint.url}</dd>
      <dt>${language.say('webhooks.secret')}</dt><dd><code id="webhook-secret">${issued.secret}</code> <button type="button" class="secondary" data-copy="webhook-secret" data-copied="${language.say('secret.copied')}" hidden>${language.say('secret.copy')}</button></dd>
    </dl>
    ${issued.endpoint.previousSecretExpiresAt ? html`<p>${language.say('webhooks.rotated.overlap', { until: language.time(Date.parse(issued.endpoint.previousSecretExpiresAt)) })}</p>` : ''}
    <p class="fineprint">${language.say('webhooks.secret.verify')}</p>
  </section>`;

const statusOf = (language: ConsoleLanguage, e: WebhookEndpointView): Html =>
  e.status === 'enabled'
    ? html`${language.say('webhooks.status.enabled')}`
    : html`<strong>${language.say('webhooks.status.disabled', { time: e.disabledAt ? language.time(Date.parse(e.disabledAt)) : '' })}</strong>${e.disabledReason ? html`<br><span class="fineprint">${e.disabledReason}</span>` : ''}`;

const endpointsTable = (language: ConsoleLanguage, csrf: string, page: WebhooksPage): Html => {
  const base = `/console/p/${page.code}/webhooks`;
  const hidden = { mode: page.mode };
  return page.endpoints.length === 0
    ? html`<p>${language.say('webhooks.none')}</p>`
    : html`<div class="table-scroll"><table>
    <caption class="sr">${language.say('webhooks.endpoints')}</caption>
    <thead><tr><th scope="col">${language.say('webhooks.url')}</th><th scope="col">${language.say('webhooks.events')}</th><th scope="col">${language.say('webhooks.status')}</th><th scope="col">${language.say('keys.created')}</th><th scope="col">${language.say('keys.actions')}</th></tr></thead>
    <tbody>${page.endpoints.map(
      (e) => html`<tr>
      <th scope="row"><code>${e.url}</code><br><span class="fineprint"><code>${e.id}</code>${e.description ? html` · ${e.description}` : ''}</span></th>
      <td>${e.events.join(', ')}</td>
      <td>${statusOf(language, e)}${e.previousSecretExpiresAt ? html`<br><span class="fineprint">${language.say('webhooks.rotating', { until: language.time(Date.parse(e.previousSecretExpiresAt)) })}</span>` : ''}</td>
      <td>${language.time(Date.parse(e.createdAt))}</td>
      <td class="actions">
        <a href="${base}?${query(page.mode, { endpoint: e.id })}#deliveries">${about(language.say('webhooks.log.of'), e.id)}</a>
        ${buttonForm(`${base}/${e.id}/test`, csrf, about(language.say('webhooks.test'), e.id), { className: 'secondary', hidden })}
        ${buttonForm(`${base}/${e.id}/rotate`, csrf, about(language.say('webhooks.rotate'), e.id), { className: 'secondary', hidden })}
        ${buttonForm(`${base}/${e.id}/delete`, csrf, about(language.say('webhooks.delete'), e.id), { className: 'danger', hidden })}
      </td>
    </tr>`,
    )}</tbody>
  </table></div>`;
};

const createForm = (language: ConsoleLanguage, csrf: string, page: WebhooksPage): Html => {
  // One checkbox per type, each its own field (a form's fields are read once each).
  const chosen = (value: string) => (page.form === undefined ? value === '*' : page.form[`event.${value}`] !== undefined);
  const box = (value: string, label: string) => {
    const id = `event-${value === '*' ? 'all' : value.replace(/\./g, '-')}`;
    return html`<li><input type="checkbox" id="${id}" name="event.${value}" value="1"${chosen(value) ? html` checked` : ''}> <label for="${id}">${label}</label></li>`;
  };
  return html`<form method="post" action="/console/p/${page.code}/webhooks" class="panel">
    <h2>${language.say('webhooks.create', { mode: language.say(page.mode === 'live' ? 'mode.live' : 'mode.sandbox') })}</h2>
    ${csrfField(csrf)}<input type="hidden" name="mode" value="${page.mode}">
    ${input({ id: 'url', label: language.say('webhooks.url'), type: 'text', value: page.form?.['url'] ?? '', hint: language.say(page.mode === 'live' ? 'webhooks.url.hint.live' : 'webhooks.url.hint.sandbox'), extra: html` inputmode="url" maxlength="2048"` })}
    <fieldset><legend>${language.say('webhooks.events')}</legend>
      <ul class="plain">${box('*', language.say('webhooks.events.all'))}${WEBHOOK_EVENT_TYPES.map((t) => box(t, t))}</ul>
    </fieldset>
    ${input({ id: 'description', label: language.say('webhooks.description'), type: 'text', value: page.form?.['description'] ?? '', required: false, extra: html` maxlength="256"` })}
    <button type="submit">${language.say('webhooks.create.submit')}</button>
  </form>`;
};

const attemptsOf = (language: ConsoleLanguage, attempts: DeliveryLog['deliveries'][number]['attempts']): Html =>
  attempts.length === 0
    ? html`${language.say('webhooks.log.noAttempt')}`
    : html`<ol>${attempts.map((a) => html`<li>${language.time(Date.parse(a.at))}: ${a.httpStatus === null ? (a.error ?? '') : `HTTP ${a.httpStatus}`} (${a.durationMs} ms)</li>`)}</ol>`;

const deliveriesTable = (language: ConsoleLanguage, csrf: string, page: WebhooksPage): Html => {
  const base = `/console/p/${page.code}/webhooks`;
  if ('invalid' in page.log) return html`<div class="errors" role="alert"><p>${language.say('sales.badQuery', { reason: page.log.invalid })}</p></div>`;
  const { deliveries, next } = page.log;
  return html`${page.filters['endpoint'] ? html`<p>${language.say('webhooks.log.filtered', { endpoint: page.filters['endpoint'] })} <a href="${base}?${query(page.mode)}#deliveries">${language.say('webhooks.log.all')}</a></p>` : ''}
  ${
    deliveries.length === 0
      ? html`<p>${language.say('webhooks.log.none')}</p>`
      : html`<div class="table-scroll"><table>
    <caption class="sr">${language.say('webhooks.log')}</caption>
    <thead><tr><th scope="col">${language.say('webhooks.log.created')}</th><th scope="col">${language.say('webhooks.log.event')}</th><th scope="col">${language.say('webhooks.endpoint')}</th><th scope="col">${language.say('webhooks.status')}</th><th scope="col">${language.say('webhooks.log.attempts')}</th><th scope="col">${language.say('webhooks.log.next')}</th><th scope="col">${language.say('keys.actions')}</th></tr></thead>
    <tbody>${deliveries.map(
      (d) => html`<tr>
      <td>${language.time(Date.parse(d.createdAt))}</td>
      <th scope="row">${d.type}<br><span class="fineprint"><code>${d.eventId}</code></span></th>
      <td><code>${d.endpointId}</code></td>
      <td>${language.say(`webhooks.log.status.${d.status}`)}${d.failureReason ? html`<br><span class="fineprint">${d.failureReason}</span>` : ''}</td>
      <td>${attemptsOf(language, d.attempts)}</td>
      <td>${d.nextAttemptAt ? language.time(Date.parse(d.nextAttemptAt)) : ''}</td>
      <td>${buttonForm(`${base}/deliveries/${d.id}/resend`, csrf, about(language.say('webhooks.resend'), d.id), { className: 'secondary', hidden: { mode: page.mode } })}</td>
    </tr>`,
    )}</tbody>
  </table></div>`
  }
  ${next ? html`<p><a href="${base}?${query(page.mode, { ...page.filters, cursor: next })}#deliveries">${language.say('sales.next')}</a></p>` : ''}`;
};

export const webhooksBody = (language: ConsoleLanguage, csrf: string, page: WebhooksPage): Html => html`<h1>${language.say('webhooks.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code: page.code })}</p>
  ${page.notice ? html`<div class="success" role="status">${page.notice}</div>` : ''}
  ${page.problem ? html`<div class="errors" role="alert" tabindex="-1"><p>${page.problem}</p></div>` : ''}
  <p>${language.say('webhooks.intro')}</p>
  <form method="get" action="/console/p/${page.code}/webhooks" class="panel grid">
    <div class="field"><label for="mode">${language.say('webhooks.mode')}</label><select id="mode" name="mode">${(['live', 'sandbox'] as const).map((m) => html`<option value="${m}"${m === page.mode ? html` selected` : ''}>${language.say(m === 'live' ? 'mode.live' : 'mode.sandbox')}</option>`)}</select></div>
    <div class="field"><button type="submit">${language.say('sales.apply')}</button></div>
  </form>
  <h2>${language.say('webhooks.endpoints')}</h2>
  ${endpointsTable(language, csrf, page)}
  ${createForm(language, csrf, page)}
  <h2 id="deliveries">${language.say('webhooks.log')}</h2>
  ${deliveriesTable(language, csrf, page)}`;
