import type { AuditEntry, ConsoleUserRecord, InvitationRecord } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { csrfField, input } from './form-controls.js';

export const membersBody = (language: ConsoleLanguage, csrf: string, code: string, users: readonly ConsoleUserRecord[], invitations: readonly InvitationRecord[], isOwner: boolean, now: number, notice?: string): Html => html`<h1>${language.say('members.title')}</h1>
  ${notice ? html`<p class="success" role="status">${notice}</p>` : ''}
  <p>${language.say('members.intro', { code })}</p>
  <ul>${users.map((u) => {
    const role = u.memberships.find((m) => m.partnerCode === code)?.role ?? 'member';
    return html`<li>${u.email} (${language.say(role === 'owner' ? 'members.role.owner' : 'members.role.member')})</li>`;
  })}
  ${invitations.filter((i) => i.acceptedAt === undefined && i.expiresAt > now).map((i) => html`<li>${language.say('members.pending', { email: i.email, until: language.time(i.expiresAt) })}</li>`)}</ul>
  ${
    isOwner
      ? html`<form method="post" action="/console/p/${code}/members/invite" class="panel">
    <h2>${language.say('members.invite')}</h2>
    ${csrfField(csrf)}
    ${input({ id: 'email', label: language.say('field.email'), type: 'email', autocomplete: 'off' })}
    <button type="submit">${language.say('members.invite.submit')}</button>
  </form>`
      : ''
  }`;

export const auditTable = (language: ConsoleLanguage, entries: readonly AuditEntry[], withPartner = false): Html =>
  entries.length === 0
    ? html`<p>${language.say('audit.none')}</p>`
    : html`<table>
    <caption>${language.say('audit.title')}</caption>
    <thead><tr><th scope="col">${language.say('audit.when')}</th>${withPartner ? html`<th scope="col">${language.say('ops.partner')}</th>` : ''}<th scope="col">${language.say('audit.who')}</th><th scope="col">${language.say('audit.what')}</th><th scope="col">${language.say('audit.subject')}</th></tr></thead>
    <tbody>${entries.map(
      (e) => html`<tr><td>${language.time(e.at)}</td>${withPartner ? html`<td>${e.partnerCode}</td>` : ''}<td>${e.actorEmail}</td><td>${language.say(`action.${e.action}`)}${e.detail ? html` (${e.detail})` : ''}</td><td><code>${e.subject}</code></td></tr>`,
    )}</tbody>
  </table>`;

export const auditBody = (language: ConsoleLanguage, code: string, entries: readonly AuditEntry[]): Html => html`<h1>${language.say('audit.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code })}</p>
  ${auditTable(language, entries)}`;

export const joinBody = (language: ConsoleLanguage, csrf: string, code: string, token: string): Html => html`<h1>${language.say('join.title', { code })}</h1>
  <p>${language.say('join.text', { code })}</p>
  <form method="post" action="/console/join">${csrfField(csrf)}<input type="hidden" name="invitation" value="${token}"><button type="submit">${language.say('join.submit', { code })}</button></form>`;
