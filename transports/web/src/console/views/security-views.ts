import type { ConsoleSessionRecord, ConsoleUserRecord } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { buttonForm, csrfField, input } from './form-controls.js';

export const securityBody = (language: ConsoleLanguage, csrf: string, user: ConsoleUserRecord, sessions: readonly ConsoleSessionRecord[], currentId: string, notice?: string): Html => html`<h1>${language.say('security.title')}</h1>
  ${notice ? html`<p class="success" role="status">${notice}</p>` : ''}
  <section class="panel" aria-labelledby="two-factor-title">
    <h2 id="two-factor-title">${language.say('security.twoFactor')}</h2>
    <p>${language.say(user.totpSecret ? 'security.twoFactor.on' : 'security.twoFactor.off')}</p>
    ${user.totpSecret ? '' : buttonForm('/console/security/two-factor/start', csrf, language.say('security.twoFactor.start'))}
  </section>
  <section class="panel" aria-labelledby="sessions-title">
    <h2 id="sessions-title">${language.say('security.sessions')}</h2>
    <ul>${sessions.map(
      (s) => html`<li>${language.say('security.session.since', { time: language.time(s.createdAt) })}${s.userAgent ? html` · ${s.userAgent.slice(0, 60)}` : ''}
        ${s.sessionId === currentId ? html` · <strong>${language.say('security.session.current')}</strong>` : buttonForm('/console/security/sessions/revoke', csrf, language.say('security.session.revoke'), { className: 'link', hidden: { session: s.sessionId } })}</li>`,
    )}</ul>
    ${sessions.length > 1 ? buttonForm('/console/security/sessions/revoke-others', csrf, language.say('security.session.revokeAll'), { className: 'secondary' }) : ''}
  </section>`;

export const twoFactorSetupBody = (language: ConsoleLanguage, csrf: string, secret: string, proof: string, uri: string, refused = false): Html => html`<h1>${language.say('security.setup.title')}</h1>
  ${refused ? html`<div class="errors" role="alert"><p>${language.say('twoFactor.refused')}</p></div>` : ''}
  <p>${language.say('security.setup.text')}</p>
  <dl class="panel">
    <dt>${language.say('security.setup.secret')}</dt><dd><code id="totp-secret">${secret}</code></dd>
    <dt>${language.say('security.setup.uri')}</dt><dd><a href="${uri}">otpauth://…</a></dd>
  </dl>
  <form method="post" action="/console/security/two-factor/confirm" class="panel">
    ${csrfField(csrf)}<input type="hidden" name="secret" value="${secret}"><input type="hidden" name="proof" value="${proof}">
    ${input({ id: 'code', label: language.say('field.code'), type: 'text', autocomplete: 'one-time-code', extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6"` })}
    <button type="submit">${language.say('security.setup.submit')}</button>
  </form>`;
