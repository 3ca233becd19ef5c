import { html, type Html } from './html.js';
import { say, type PageLanguage } from '../i18n/languages.js';

/** The error summary of a form (GOV.UK pattern): announced, each error a link to its field. */
export const errorSummary = (language: PageLanguage, errors: readonly { readonly field: string; readonly message: string }[]): Html | '' =>
  errors.length === 0
    ? ''
    : html`<div class="errors" role="alert" aria-labelledby="errors-title">
        <h2 id="errors-title">${say(language, 'errors.title')}</h2>
        <ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>
      </div>`;

/** The ids an input is described by: its hint, then its error. */
export const describedBy = (id: string, hint: boolean, error: boolean): string => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

/** A labelled control with its hint and error above it, tied to it by aria-describedby (the control says so itself). */
export const field = (id: string, label: string, control: Html, hint: string | undefined, error: string | undefined): Html => html`
  <div class="field${error ? ' invalid' : ''}">
    <label for="${id}">${label}</label>
    ${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
    ${control}
  </div>`;

/** aria-describedby and aria-invalid of a control, as one attribute string. */
export const controlAria = (id: string, hint: boolean, error: boolean): Html => {
  const ids = describedBy(id, hint, error);
  return html`${ids ? html` aria-describedby="${ids}"` : ''}${error ? html` aria-invalid="true"` : ''}`;
};
