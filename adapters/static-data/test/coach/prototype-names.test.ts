import { expect } from 'chai';
import fc from 'fast-check';
import { RunBilan, resolveCard } from '@parasol/core/internal';
import { StaticCardData, StaticCountryFacts, StaticFormalities } from '../../src/index.js';
import { PROTOTYPE_NAMES, prototypeWordArb } from '../../../../core/test/reference/prototype-names.js';
import { aCaller } from '../../../../core/test/coach/fixtures/callers.js';

const cards = new StaticCardData();
const facts = new StaticCountryFacts();
const formalities = new StaticFormalities();

/**
 * The static adapters index their files by country, bank, network, tier, region and BIN, all of
 * which a caller names. A name of Object.prototype ('constructor', '__proto__', 'toString'...)
 * must find nothing, as any other unknown name does, and the bilan over these adapters must
 * degrade such a card to the baseline with a warning (spec: an unresolved card never fails the
 * call), where an object-literal lookup answered 502 CARD_RESOLVE_FAILED.
 */
describe('static-data: Object.prototype names find nothing', () => {
  it('lists no bank and no card for a country named like a prototype property', async () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(await cards.banks(name), name).to.deep.equal([]);
      expect(await cards.cards(name), name).to.deep.equal([]);
    }
  });

  it('has no generic profile for a prototype network or tier, and reads a prototype region as the default reading (property)', async () => {
    const defaults = await cards.genericProfiles();
    await fc.assert(
      fc.asyncProperty(prototypeWordArb, async (word) => {
        expect(await cards.generic(word, 'mid'), word).to.equal(undefined);
        expect(await cards.generic('visa', word), word).to.equal(undefined);
        expect(await cards.generic(word, word, word), word).to.equal(undefined);
        expect(await cards.generic('visa', 'mid', word), word).to.equal(await cards.generic('visa', 'mid'));
        expect(await cards.genericProfiles(word), word).to.equal(defaults);
      }),
    );
  });

  it('finds no BIN range for a prototype name', async () => {
    for (const name of PROTOTYPE_NAMES) expect(await cards.findBin(name), name).to.equal(undefined);
  });

  it('knows no country, cost level or formality by a prototype name; its health zone is itself', async () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(facts.isCountry(name), name).to.equal(false);
      expect(facts.costLevel(name), name).to.equal(undefined);
      expect([...facts.healthZone(name)], name).to.deep.equal([name]);
      expect(await formalities.forTrip(name, [name]), name).to.deep.equal([]);
      expect(await formalities.forTrip('FR', [name]), name).to.deep.equal([]);
    }
  });

  it('resolves a card named with prototype words to the baseline with CARD_PROFILE_UNMATCHED, for every residence with a bank list (property)', async () => {
    const queryArb = fc.oneof(
      fc.record({ network: prototypeWordArb, tier: fc.constantFrom('mid', 'premium') }).map((q) => ({ mode: 'network' as const, ...q })),
      fc.record({ network: fc.constantFrom('visa', 'mastercard'), tier: prototypeWordArb }).map((q) => ({ mode: 'network' as const, ...q })),
      fc.record({ bank: prototypeWordArb, network: prototypeWordArb, tier: prototypeWordArb }).map((q) => ({ mode: 'bank' as const, ...q })),
    );
    await fc.assert(
      fc.asyncProperty(queryArb, fc.constantFrom('FR', 'US', 'CA', 'SG', 'MY', 'DE'), async (query, residence) => {
        expect(await resolveCard(query, { residence, lang: 'en' }, cards), JSON.stringify(query)).to.deep.include({ origin: 'baseline', warning: 'CARD_PROFILE_UNMATCHED' });
      }),
    );
  });

  it('answers the bilan 200 with the baseline card and CARD_PROFILE_UNMATCHED: {"network":"constructor","tier":"mid"} and every other prototype word (property)', async () => {
    const runBilan = new RunBilan(cards, facts, formalities, { funnelBaseUrl: 'https://funnel.example' });
    const cardArb = fc.oneof(
      fc.constant({ network: 'constructor', tier: 'mid' }),
      fc.record({ network: prototypeWordArb, tier: fc.constantFrom('mid', 'elite') }),
      fc.record({ network: fc.constant('visa'), tier: prototypeWordArb }),
      fc.record({ bank: prototypeWordArb, network: prototypeWordArb, tier: prototypeWordArb }),
    );
    await fc.assert(
      fc.asyncProperty(cardArb, fc.constantFrom('FR', 'US', 'CA'), async (card, residence) => {
        const input = runBilan.parse({ residence, destinations: ['JP'], card });
        if (!input.ok) expect.fail(`refused ${input.failure.code}`);
        const result = await runBilan.run({ caller: aCaller(), input: input.value, requestId: 'prototype-names' });
        if (!result.ok) expect.fail(`${JSON.stringify(card)} failed with ${result.failure.code}`);
        const body = result.value.body as unknown as { card: { origin: string }; meta: { warnings: string[] } };
        expect(result.value.status).to.equal(200);
        expect(body.card.origin, JSON.stringify(card)).to.equal('baseline');
        expect(body.meta.warnings, JSON.stringify(card)).to.deep.equal(['CARD_PROFILE_UNMATCHED']);
      }),
    );
  });
});
