import { expect } from 'chai';
import { LANGUAGES, type Language } from '@parasol/core/internal';
import { CATALOGUES, type MessageKey } from '../src/i18n/catalogues.js';
import { messageArguments } from '../src/i18n/message-arguments.js';
import { localeOf } from '../src/i18n/locale.js';
import { pageLanguage, say } from '../src/i18n/languages.js';

const en = CATALOGUES.en;
const KEYS = Object.keys(en).sort() as MessageKey[];

/**
 * Messages a language writes exactly as English does, because the word is the same in both
 * (a loanword such as "au pair", French "Confirmation"): any other message equal to its English
 * original is an untranslated one.
 */
const SAME_AS_ENGLISH: Readonly<Partial<Record<Language, readonly MessageKey[]>>> = {
  fr: ['step.done', 'trip.dates', 'trip.destinations', 'widget.destination', 'intent.expat'],
  nl: ['intent.cruise'],
  no: ['intent.cruise'],
  sv: ['intent.digitalNomad'],
};
const EVERYWHERE_SAME: readonly MessageKey[] = ['intent.auPair'];

/** A value for an argument that can be found again in the output: a number for numeric ones. */
const sampleOf = (name: string, numeric: boolean, count: number): string | number => (numeric ? count : `⟦${name}⟧`);

describe('the 26 catalogues of the traveller pages', () => {
  it('serves every funnel language from its own catalogue', () => {
    expect(Object.keys(CATALOGUES).sort()).to.deep.equal([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const catalogue = CATALOGUES[language];
      const locale = localeOf(language);

      it('has every key of the English catalogue and no other', () => {
        expect(Object.keys(catalogue).sort()).to.deep.equal(KEYS);
      });

      it('parses every message as ICU MessageFormat, with the same arguments as English', () => {
        for (const key of KEYS) {
          expect(messageArguments(catalogue[key], locale), `${language} ${key}`).to.deep.equal(messageArguments(en[key], 'en'));
        }
      });

      it('formats every message with sample values: each value shows, no brace or argument name is left', () => {
        const page = pageLanguage(language);
        for (const key of KEYS) {
          const args = messageArguments(en[key], 'en');
          // 1, 2, 5 and 22 land in different plural categories across these languages (one, two, few, many, other).
          for (const count of [1, 2, 5, 22]) {
            const values = Object.fromEntries(args.map((a) => [a.name, sampleOf(a.name, a.numeric, count)]));
            const text = say(page, key, values);
            expect(text.trim(), `${language} ${key}`).to.not.equal('');
            expect(text, `${language} ${key}`).to.not.match(/[{}]/);
            for (const a of args) if (!a.numeric) expect(text, `${language} ${key}`).to.include(`⟦${a.name}⟧`);
          }
        }
      });

      if (language !== 'en') {
        it('is translated: no message is the English one, but for words both languages share', () => {
          const allowed = new Set([...EVERYWHERE_SAME, ...(SAME_AS_ENGLISH[language] ?? [])]);
          const untranslated = KEYS.filter((key) => !allowed.has(key) && catalogue[key] === en[key]);
          expect(untranslated).to.deep.equal([]);
        });
      }
    });
  }

  it('writes plurals by the language\'s own rules (Polish has three forms)', () => {
    const pl = pageLanguage('pl');
    expect(say(pl, 'limited.text', { seconds: 1 })).to.include('1 sekundę');
    expect(say(pl, 'limited.text', { seconds: 3 })).to.include('3 sekundy');
    expect(say(pl, 'limited.text', { seconds: 5 })).to.include('5 sekund');
    expect(say(pageLanguage('en'), 'limited.text', { seconds: 1 })).to.equal('Please wait 1 second, then try again.');
  });
});

describe('widget.js', () => {
  it('names its frame in every funnel language with the catalogues\' widget.title', async () => {
    const { readFile } = await import('node:fs/promises');
    const script = await readFile(new URL('../assets/widget.js', import.meta.url), 'utf8');
    const titles = /var titles = (\{[\s\S]*?\});/.exec(script)?.[1] ?? '{}';
    const named = JSON.parse(titles.replace(/^\s*([a-z]{2}):/gm, '"$1":')) as Record<string, string>;
    expect(named).to.deep.equal(Object.fromEntries(LANGUAGES.map((l) => [l, CATALOGUES[l]['widget.title']])));
  });
});
