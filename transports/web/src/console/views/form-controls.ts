import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** The error summary (the funnel's pattern): announced, each error a link to its field. */
export const errorSummary = (language: ConsoleLanguage, errors: readonly FieldError[]): Html | '' =>
  errors.length === 0
    ? ''
    : html`<div class="errors" role="alert" aria-labelledby="errors-title" tabindex="-1">
        <h2 id="errors-title">${language.say('errors.title')}</h2>
        <ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>
      </div>`;

/** A labelled input with its hint and error, tied by aria-describedby. */
export const input = (options: {
  readonly id: string;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password' | 'number';
  readonly value?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly autocomplete?: string;
  readonly required?: boolean;
  readonly extra?: Html;
}): Html => {
  const described = [options.hint ? `${options.id}-hint` : '', options.error ? `${options.id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${options.error ? ' invalid' : ''}">
    <label for="${options.id}">${options.label}</label>
    ${options.hint ? html`<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
    ${options.error ? html`<p class="error" id="${options.id}-error">${options.error}</p>` : ''}
    <input type="${options.type}" id="${options.id}" name="${options.id}"${options.value === undefined ? '' : html` value="${options.value}"`}${options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''}${options.required === false ? '' : html` required`}${described ? html` aria-describedby="${described}"` : ''}${options.error ? html` aria-invalid="true"` : ''}${options.extra ?? ''}>
  </div>`;
};

/** The form's CSRF token (every console form carries one). */
export const csrfField = (token: string): Html => html`<input type="hidden" name="_csrf" value="${token}">`;

/** A one-button form posting to `action` (rotate, revoke, sign out a session). */
export const buttonForm = (action: string, csrf: string, label: string | Html, options: { readonly className?: string; readonly hidden?: Readonly<Record<string, string>> } = {}): Html =>
  html`<form method="post" action="${action}">${csrfField(csrf)}${Object.entries(options.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit"${options.className ? html` class="${options.className}"` : ''}>${label}</button></form>`;
