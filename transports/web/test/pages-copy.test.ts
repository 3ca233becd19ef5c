import { expect } from 'chai';
import fc from 'fast-check';
import { LANGUAGES } from '@parasol/core/internal';
import { pageLanguage, TRANSLATIONS } from '../src/index.js';
import { escapeHtml, html, raw } from '../src/html/html.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the pages\' copy and HTML', () => {
  it('has en and fr complete: the same keys, each with the same placeholders, none left empty', () => {
    const en: Readonly<Record<string, string>> = TRANSLATIONS.en ?? {};
    const fr: Readonly<Record<string, string>> = TRANSLATIONS.fr ?? {};
    expect(Object.keys(fr).sort()).to.deep.equal(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(fr[key] ?? ''), key).to.deep.equal(placeholders(text));
      expect(text.trim(), key).to.not.equal('');
    }
  });

  it('reads every funnel language: en and fr as themselves, the 24 others as English pages that keep what was asked', () => {
    for (const language of LANGUAGES) {
      const page = pageLanguage(language);
      expect(page.asked).to.equal(language);
      expect(page.shown).to.equal(language === 'fr' ? 'fr' : 'en');
    }
    for (const other of ['xx', '', undefined, ['fr'], 'FR']) expect(pageLanguage(other)).to.include({ asked: 'en', shown: 'en' });
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
