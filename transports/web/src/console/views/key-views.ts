import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { KeyRow } from '../partners/partner-keys.js';
import { buttonForm } from './form-controls.js';

const stateOf = (language: ConsoleLanguage, row: KeyRow): string => {
  if (row.key.revokedAt !== undefined) return language.say('keys.state.revoked', { time: language.time(row.key.revokedAt) });
  if (row.overlapUntil !== undefined) return language.say('keys.state.rotating', { until: language.time(row.overlapUntil) });
  return language.say('keys.state.active');
};

/** A button's visible verb, its accessible name naming the key too (each button unique for a screen reader). */
const withKey = (verb: string, keyId: string): Html => html`${verb.trim()}<span class="sr"> ${keyId}</span>`;

/**
 * The keys table. "Last used" says only whether the key was used today: the request pipeline
 * keeps counters per day, not a last-use time, and the console adds nothing to the pipeline.
 */
export const keysBody = (language: ConsoleLanguage, csrf: string, partnerCode: string, rows: readonly KeyRow[], notice?: Html | string): Html => html`<h1>${language.say('keys.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code: partnerCode })}</p>
  ${notice ? html`<div class="success" role="status">${notice}</div>` : ''}
  <p>${language.say('keys.intro')}</p>
  ${
    rows.length === 0
      ? html`<p>${language.say('keys.none')}</p>`
      : html`<div class="table-scroll"><table>
    <caption>${language.say('keys.title')}</caption>
    <thead><tr><th scope="col">${language.say('keys.id')}</th><th scope="col">${language.say('keys.mode')}</th><th scope="col">${language.say('keys.scopes')}</th><th scope="col">${language.say('keys.created')}</th><th scope="col">${language.say('keys.lastUsed')}</th><th scope="col">${language.say('keys.today')}</th><th scope="col">${language.say('keys.state')}</th><th scope="col">${language.say('keys.actions')}</th></tr></thead>
    <tbody>${rows.map(
      (row) => html`<tr>
      <th scope="row"><code>${row.key.keyId}</code></th>
      <td>${language.say(row.key.mode === 'live' ? 'mode.live' : 'mode.sandbox')}</td>
      <td>${row.key.scopes.join(', ')}</td>
      <td>${language.time(row.key.createdAt)}</td>
      <td>${language.say(row.usage.reads + row.usage.writes > 0 ? 'keys.lastUsed.today' : 'keys.lastUsed.unknown')}</td>
      <td>${language.say('keys.today.value', { reads: row.usage.reads, readLimit: row.key.quota.reads, writes: row.usage.writes, writeLimit: row.key.quota.writes, burst: row.usage.burst, burstLimit: row.key.burstPerMinute })}</td>
      <td>${stateOf(language, row)}</td>
      <td>${
        row.key.revokedAt === undefined
          ? html`<div class="actions">${buttonForm(`/console/p/${partnerCode}/keys/${row.key.keyId}/rotate`, csrf, withKey(language.say('keys.rotate'), row.key.keyId), { className: 'secondary' })}${buttonForm(`/console/p/${partnerCode}/keys/${row.key.keyId}/revoke`, csrf, withKey(language.say('keys.revoke'), row.key.keyId), { className: 'danger' })}</div>`
          : ''
      }</td>
    </tr>`,
    )}</tbody>
  </table></div>`
  }
  ${buttonForm(`/console/p/${partnerCode}/keys`, csrf, language.say('keys.create'))}`;
