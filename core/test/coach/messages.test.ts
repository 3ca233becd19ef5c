import { expect } from 'chai';
import fc from 'fast-check';
import { analyseBilan, CATEGORIES, GAP_BADGES, hasMessage, MESSAGE_LANGS, MESSAGES, renderMessage } from '@parasol/core/internal';
import { NEEDS } from '../../src/coach/trip-needs.js';
import { bilanInputArb, facts } from './fixtures/bilans.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every (key, vars) pair a bilan asks a client to render. */
const renderingsOf = (analysis: ReturnType<typeof analyseBilan>) => [
  { key: analysis.bilan.headline.key, vars: analysis.bilan.headline.vars },
  { key: analysis.bilan.social.subjectKey, vars: { pct: String(analysis.bilan.social.pct) } },
  ...analysis.bilan.arguments.flatMap((a) => Object.values(a.messageKeys).map((key) => ({ key, vars: a.vars }))),
];

describe('Coach: the message catalogue', () => {
  it('has a text in English and French for every key the engine emits, with every placeholder filled (property)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        for (const { key, vars } of renderingsOf(analyseBilan(input, facts))) {
          seen.add(key);
          for (const lang of MESSAGE_LANGS) {
            expect(hasMessage(lang, key), `${lang} ${key}`).to.equal(true);
            expect(renderMessage(lang, key, vars), `${lang} ${key}`).not.to.match(/\{\w+\}/);
          }
        }
      }),
      { numRuns: 500 },
    );
    // The run must have reached a fair share of the catalogue for the check to mean anything.
    expect(seen.size).to.be.above(60);
  });

  it('holds the same keys, with the same placeholders, in both languages', () => {
    expect(Object.keys(MESSAGES.fr).sort()).to.deep.equal(Object.keys(MESSAGES.en).sort());
    for (const [key, text] of Object.entries(MESSAGES.en)) expect(placeholdersOf(MESSAGES.fr[key]!), key).to.deep.equal(placeholdersOf(text));
  });

  it('labels every badge, category and guarantee slug the bilan can return', () => {
    const labels = [...GAP_BADGES.map((b) => `coach.badge.${b}`), ...CATEGORIES.map((c) => `coach.category.${c}`), ...NEEDS.map((n) => `coach.guarantee.${n.slug}`)];
    for (const key of labels) for (const lang of MESSAGE_LANGS) expect(hasMessage(lang, key), `${lang} ${key}`).to.equal(true);
  });

  it('renders variables into the text and leaves unknown keys as the key itself', () => {
    expect(renderMessage('en', 'coach.social.friends', { pct: 71 })).to.equal('71% of groups of friends travelling together take out travel insurance.');
    expect(renderMessage('fr', 'coach.arg.deductible.fact', { amount: '50 €' })).to.equal('Votre carte laisse jusqu\'à 50 € à votre charge par sinistre.');
    expect(renderMessage('en', 'coach.future.key')).to.equal('coach.future.key');
    expect(renderMessage('en', 'coach.social.friends')).to.contain('{pct}');
  });
});
