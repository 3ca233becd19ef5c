import { expect } from 'chai';
import fc from 'fast-check';
import { MARKETS, genericRegionOf, marketOfResidence, renderMessage, resolveCard, type CardQuery } from '@parasol/core/internal';
import { foldWord, readNetwork, readTier } from '../../src/coach/card/card-words.js';
import { convertReference, hasReferenceRate } from '../../src/coach/reference-rates.js';
import { PROTOTYPE_NAMES, prototypeWordArb } from '../reference/prototype-names.js';
import { aCaller } from './fixtures/callers.js';
import { aCardData, BASELINE_PROFILE } from './fixtures/card-data.js';
import { aCoachBody, bilanOf } from './fixtures/coach.js';

/**
 * Card words, residences and currencies are looked up in tables; a table that is a plain object
 * answers 'constructor' or 'toString' with a function of Object.prototype. These properties feed
 * every such name to every lookup the Coach makes with what a caller sent: each must read as
 * unknown, and an unknown card word degrades the card (spec: an unresolved card never fails the
 * call), never fails the bilan.
 */
describe('Coach: Object.prototype names are unknown words, never table entries', () => {
  it('reads a prototype name as no network and no tier: the folded word itself, which matches nothing (property)', () => {
    fc.assert(
      fc.property(prototypeWordArb, (word) => {
        expect(readNetwork(word), word).to.equal(foldWord(word));
        expect(readTier(word), word).to.equal(foldWord(word));
      }),
    );
  });

  it('derives the universal market from a residence named like a prototype property (property)', () => {
    fc.assert(
      fc.property(prototypeWordArb, (residence) => {
        expect(marketOfResidence(residence), residence).to.equal('universal');
        expect(MARKETS, residence).to.include(genericRegionOf(residence));
      }),
    );
  });

  it('knows no reference rate by a prototype name, and refuses to convert into one', () => {
    for (const currency of PROTOTYPE_NAMES) {
      expect(hasReferenceRate(currency), currency).to.equal(false);
      expect(() => convertReference(100, 'EUR', currency), currency).to.throw(RangeError);
    }
  });

  it('renders a message key or placeholder named like a prototype property as written', () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(renderMessage('en', name), name).to.equal(name);
      expect(renderMessage('fr', `{${name}}`, {}), name).to.equal(`{${name}}`);
    }
  });

  it('resolves a card named with prototype words to the baseline, with CARD_PROFILE_UNMATCHED (property)', async () => {
    const data = aCardData();
    const queryArb = fc.oneof(
      fc.record({ network: prototypeWordArb, tier: fc.constantFrom('mid', 'classic') }).map((q): CardQuery => ({ mode: 'network', ...q })),
      fc.record({ network: prototypeWordArb, tier: prototypeWordArb }).map((q): CardQuery => ({ mode: 'network', ...q })),
      fc.record({ bank: prototypeWordArb, network: fc.constantFrom('visa', 'mastercard'), tier: fc.constantFrom('mid', 'premium') }).map((q): CardQuery => ({ mode: 'bank', ...q })),
      fc.record({ bank: fc.constantFrom('BNP Paribas', 'Chase'), network: prototypeWordArb, tier: fc.constantFrom('mid', 'entry') }).map((q): CardQuery => ({ mode: 'bank', ...q })),
      fc.record({ bank: fc.constantFrom('BNP Paribas', 'Chase'), network: fc.constant('visa'), tier: prototypeWordArb }).map((q): CardQuery => ({ mode: 'bank', ...q })),
    );
    await fc.assert(
      fc.asyncProperty(queryArb, fc.constantFrom('FR', 'US', 'DE'), async (query, residence) => {
        const card = await resolveCard(query, { residence, lang: 'en' }, data);
        expect(card, JSON.stringify(query)).to.deep.include({ origin: 'baseline', warning: 'CARD_PROFILE_UNMATCHED' });
      }),
    );
    // Not a network's baseline profile either: an unknown network has none.
    expect(await resolveCard({ mode: 'network', network: 'constructor', tier: 'mid' }, { residence: 'FR', lang: 'en' }, data)).to.deep.equal({
      origin: 'baseline',
      profile: BASELINE_PROFILE,
      warning: 'CARD_PROFILE_UNMATCHED',
    });
  });

  it('answers the bilan 200 with the baseline card and a warning, never CARD_RESOLVE_FAILED (property)', async () => {
    const cardArb = fc.oneof(
      fc.record({ network: prototypeWordArb, tier: prototypeWordArb }),
      fc.record({ network: prototypeWordArb, tier: fc.constant('mid') }),
      fc.record({ bank: prototypeWordArb, network: prototypeWordArb, tier: prototypeWordArb }),
      fc.record({ bank: fc.constant('BNP Paribas'), network: fc.constant('visa'), tier: prototypeWordArb }),
    );
    await fc.assert(
      fc.asyncProperty(cardArb, async (card) => {
        const result = await bilanOf(aCoachBody({ card }), aCaller());
        expect(result.ok, JSON.stringify(card)).to.equal(true);
        if (!result.ok) return;
        const body = result.value.body as unknown as { card: { origin: string }; meta: { warnings: string[] } };
        expect(result.value.status).to.equal(200);
        expect(body.card.origin).to.equal('baseline');
        expect(body.meta.warnings).to.deep.equal(['CARD_PROFILE_UNMATCHED']);
      }),
    );
  });
});
