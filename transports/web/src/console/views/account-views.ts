import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { PASSWORD_RULES } from '../security/password-hasher.js';
import { csrfField, errorSummary, input, type FieldError } from './form-controls.js';

const passwordError = (language: ConsoleLanguage) => language.say('error.password', { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength });

export const signUpBody = (language: ConsoleLanguage, csrf: string, values: { email?: string; company?: string; invitation?: string } = {}, errors: Partial<Record<'email' | 'password' | 'company', true>> = {}): Html => {
  const listed: FieldError[] = [
    ...(errors.email ? [{ field: 'email', message: language.say('error.email') }] : []),
    ...(errors.password ? [{ field: 'password', message: passwordError(language) }] : []),
    ...(errors.company ? [{ field: 'company', message: language.say('error.company') }] : []),
  ];
  return html`<h1>${language.say('signUp.title')}</h1>
  ${errorSummary(language, listed)}
  <p>${language.say('signUp.intro')}</p>
  <form method="post" action="/console/sign-up" class="panel" novalidate>
    ${csrfField(csrf)}
    ${values.invitation ? html`<input type="hidden" name="invitation" value="${values.invitation}">` : ''}
    ${input({ id: 'email', label: language.say('field.email'), type: 'email', value: values.email ?? '', autocomplete: 'email', ...(errors.email ? { error: language.say('error.email') } : {}) })}
    ${input({ id: 'password', label: language.say('field.password'), type: 'password', autocomplete: 'new-password', hint: language.say('field.password.hint', { min: PASSWORD_RULES.minLength }), ...(errors.password ? { error: passwordError(language) } : {}) })}
    ${input({ id: 'company', label: language.say('field.company'), type: 'text', value: values.company ?? '', autocomplete: 'organization', hint: language.say('field.company.hint'), ...(errors.company ? { error: language.say('error.company') } : {}) })}
    <button type="submit">${language.say('signUp.submit')}</button>
  </form>
  <p>${language.say('signUp.haveAccount')} <a href="/console/sign-in">${language.say('signIn.title')}</a></p>`;
};

export const messageBody = (title: string, text: string, links: readonly { href: string; label: string }[] = []): Html =>
  html`<h1>${title}</h1><p>${text}</p>${links.length ? html`<p class="actions">${links.map((l) => html`<a class="button" href="${l.href}">${l.label}</a>`)}</p>` : ''}`;

export const signInBody = (language: ConsoleLanguage, csrf: string, email = '', problem?: string, notice?: string): Html => html`<h1>${language.say('signIn.title')}</h1>
  ${problem ? html`<div class="errors" role="alert"><p>${problem}</p></div>` : ''}
  ${notice ? html`<p class="success" role="status">${notice}</p>` : ''}
  <form method="post" action="/console/sign-in" class="panel">
    ${csrfField(csrf)}
    ${input({ id: 'email', label: language.say('field.email'), type: 'email', value: email, autocomplete: 'username' })}
    ${input({ id: 'password', label: language.say('field.password'), type: 'password', autocomplete: 'current-password' })}
    <button type="submit">${language.say('signIn.submit')}</button>
  </form>
  <p><a href="/console/password/forgot">${language.say('signIn.forgot')}</a></p>
  <p>${language.say('signIn.noAccount')} <a href="/console/sign-up">${language.say('signIn.signUp')}</a></p>`;

export const verifyBody = (language: ConsoleLanguage, csrf: string, email: string, token: string, invitation: string | undefined): Html => html`<h1>${language.say('verify.title')}</h1>
  <p>${language.say('verify.text', { email })}</p>
  <form method="post" action="/console/verify">
    ${csrfField(csrf)}<input type="hidden" name="token" value="${token}">${invitation ? html`<input type="hidden" name="invitation" value="${invitation}">` : ''}
    <button type="submit">${language.say('verify.submit')}</button>
  </form>`;

export const forgotBody = (language: ConsoleLanguage, csrf: string, problem = false): Html => html`<h1>${language.say('forgot.title')}</h1>
  ${errorSummary(language, problem ? [{ field: 'email', message: language.say('error.email') }] : [])}
  <p>${language.say('forgot.intro')}</p>
  <form method="post" action="/console/password/forgot" class="panel" novalidate>
    ${csrfField(csrf)}
    ${input({ id: 'email', label: language.say('field.email'), type: 'email', autocomplete: 'email', ...(problem ? { error: language.say('error.email') } : {}) })}
    <button type="submit">${language.say('forgot.submit')}</button>
  </form>`;

export const resetBody = (language: ConsoleLanguage, csrf: string, token: string, weak = false): Html => html`<h1>${language.say('reset.title')}</h1>
  ${errorSummary(language, weak ? [{ field: 'password', message: passwordError(language) }] : [])}
  <form method="post" action="/console/password/reset" class="panel" novalidate>
    ${csrfField(csrf)}<input type="hidden" name="token" value="${token}">
    ${input({ id: 'password', label: language.say('field.newPassword'), type: 'password', autocomplete: 'new-password', hint: language.say('field.password.hint', { min: PASSWORD_RULES.minLength }), ...(weak ? { error: passwordError(language) } : {}) })}
    <button type="submit">${language.say('reset.submit')}</button>
  </form>`;

export const twoFactorBody = (language: ConsoleLanguage, csrf: string, refused = false): Html => html`<h1>${language.say('twoFactor.title')}</h1>
  ${refused ? html`<div class="errors" role="alert"><p>${language.say('twoFactor.refused')}</p></div>` : ''}
  <p>${language.say('twoFactor.intro')}</p>
  <form method="post" action="/console/two-factor" class="panel">
    ${csrfField(csrf)}
    ${input({ id: 'code', label: language.say('field.code'), type: 'text', autocomplete: 'one-time-code', extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6"` })}
    <button type="submit">${language.say('twoFactor.submit')}</button>
  </form>`;
