import type { PartnerRecord } from '@parasol/core';
import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { buttonForm, csrfField, errorSummary, input } from './form-controls.js';

/** The widget's script tag crediting one ref (spec: data-ref, data-intent, data-residence, data-lang). */
export const widgetSnippet = (publicUrl: string, ref: string): string =>
  `<script src="${publicUrl.replace(/\/+$/, '')}/widget.js" data-ref="${ref}" data-intent="forTourism" data-lang="en" async></script>`;

const withLink = (verb: string, ref: string): Html => html`${verb}<span class="sr"> ${ref}</span>`;

export const linksBody = (language: ConsoleLanguage, csrf: string, partner: PartnerRecord, publicUrl: string, options: { readonly notice?: string; readonly codeError?: boolean; readonly problem?: string; readonly value?: string } = {}): Html => {
  const code = partner.code;
  return html`<h1>${language.say('links.title')}</h1>
  <p class="fineprint">${language.say('nav.account', { code })}</p>
  ${options.notice ? html`<p class="success" role="status">${options.notice}</p>` : ''}
  ${options.problem ? html`<div class="errors" role="alert"><p>${options.problem}</p></div>` : ''}
  ${errorSummary(language, options.codeError ? [{ field: 'link', message: language.say('links.error.code') }] : [])}
  <p>${language.say('links.intro', { code })}</p>
  <div class="table-scroll"><table>
    <caption>${language.say('links.title')}</caption>
    <thead><tr><th scope="col">${language.say('links.code')}</th><th scope="col">${language.say('links.ref')}</th><th scope="col">${language.say('links.state')}</th><th scope="col">${language.say('links.snippet')}</th><th scope="col">${language.say('keys.actions')}</th></tr></thead>
    <tbody>${partner.links.map((link, i) => {
      const ref = `${code}-${link.code}`;
      return html`<tr>
        <th scope="row">${link.code}</th>
        <td><code>${ref}</code></td>
        <td>${language.say(link.default ? 'links.default' : link.archived ? 'links.archived' : 'links.active')}</td>
        <td><pre id="snippet-${i}">${widgetSnippet(publicUrl, ref)}</pre><button type="button" class="secondary" data-copy="snippet-${i}" data-copied="${language.say('secret.copied')}" hidden>${withLink(language.say('secret.copy'), ref)}</button></td>
        <td>${
          link.default || link.archived
            ? ''
            : html`<div class="actions">${buttonForm(`/console/p/${code}/links/${link.code}/default`, csrf, withLink(language.say('links.makeDefault'), ref), { className: 'secondary' })}${buttonForm(`/console/p/${code}/links/${link.code}/archive`, csrf, withLink(language.say('links.archive'), ref), { className: 'danger' })}</div>`
        }</td>
      </tr>`;
    })}</tbody>
  </table></div>
  <form method="post" action="/console/p/${code}/links" class="panel" novalidate>
    <h2>${language.say('links.create')}</h2>
    ${csrfField(csrf)}
    ${input({ id: 'link', label: language.say('links.new'), type: 'text', value: options.value ?? '', hint: language.say('links.new.hint'), ...(options.codeError ? { error: language.say('links.error.code') } : {}) })}
    <div class="check field"><input type="checkbox" id="default" name="default" value="yes"><label for="default">${language.say('links.new.default')}</label></div>
    <button type="submit">${language.say('links.create.submit')}</button>
  </form>`;
};
