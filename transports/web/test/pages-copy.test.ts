import { expect } from 'chai';
import fc from 'fast-check';
import { LANGUAGES } from '@parasol/core/internal';
import { pageLanguage } from '../src/index.js';
import { escapeHtml, html, raw } from '../src/html/html.js';

describe('the pages\' copy and HTML', () => {
  it('reads every funnel language as itself, and anything else as en', () => {
    for (const language of LANGUAGES) expect(pageLanguage(language).code).to.equal(language);
    for (const other of ['xx', '', undefined, ['fr'], 'FR']) expect(pageLanguage(other).code).to.equal('en');
  });

  it('escapes everything interpolated unless it is markup this package wrote (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = html`<p title="${text}">${text}</p>`.text;
        expect(out).to.equal(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`);
        // Only the two tags' own angle brackets: nothing of the text became markup.
        expect(out.split('<').length - 1).to.equal(2);
      }),
    );
    expect(html`<p>${raw('<b>x</b>')}${['<', html`<i>`]}</p>`.text).to.equal('<p><b>x</b>&lt;<i></p>');
  });
});
