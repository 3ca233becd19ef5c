import { expect } from 'chai';
import fc from 'fast-check';
import { resolveCard, type CardQuery } from '@parasol/core/internal';
import { networkOfBin } from '../../src/coach/card/network-of-bin.js';
import { aCardData, BASELINE_PROFILE, ENTRY_PROFILE, FIXTURE_BANKS, FIXTURE_CARDS, MID_PROFILE, US_ENTRY_PROFILE, US_MID_PROFILE, VISA_INFINITE, VISA_PREMIER } from './fixtures/card-data.js';

const data = aCardData();
const resolve = (query: CardQuery, residence = 'FR', lang: 'fr' | 'en' = 'fr') => resolveCard(query, { residence, lang }, data);

describe('Coach: resolving the card', () => {
  describe('catalogue id', () => {
    it('lands on the exact card', async () => {
      const card = await resolve({ mode: 'catalogueId', catalogueId: 2 });
      expect(card).to.include({ origin: 'exact', profile: VISA_PREMIER.profile });
      expect(card.warning).to.equal(undefined);
    });

    it('degrades to the baseline with CARD_NOT_FOUND for an unknown id', async () => {
      expect(await resolve({ mode: 'catalogueId', catalogueId: 999 })).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'CARD_NOT_FOUND' });
    });
  });

  describe('BIN', () => {
    it('matches a range to the exact card and reports what it detected', async () => {
      const card = await resolve({ mode: 'bin', bin: '49701234' });
      expect(card.origin).to.equal('exact');
      expect(card.profile).to.equal(VISA_PREMIER.profile);
      expect(card.detected).to.deep.equal({ bank: 'BNP Paribas', brand: 'VISA', level: 'PREMIER', matched: { cardId: 2, cardName: 'Visa Premier', bank: 'BNP Paribas' } });
    });

    it('matches 6-digit BINs against 8-digit ranges', async () => {
      expect((await resolve({ mode: 'bin', bin: '497010' })).origin).to.equal('exact');
    });

    it('falls back to the most basic generic profile of the network read from the leading digits', async () => {
      expect(await resolve({ mode: 'bin', bin: '411111' })).to.deep.equal({ origin: 'generic', profile: ENTRY_PROFILE });
      expect(await resolve({ mode: 'bin', bin: '22210000' })).to.deep.equal({ origin: 'generic', profile: ENTRY_PROFILE });
      // amex has no entry tier: its most basic profile is mid.
      expect(await resolve({ mode: 'bin', bin: '371449' })).to.deep.equal({ origin: 'generic', profile: MID_PROFILE });
    });

    it('treats a range whose card left the catalogue as no match', async () => {
      expect(await resolve({ mode: 'bin', bin: '49709123' })).to.deep.equal({ origin: 'generic', profile: ENTRY_PROFILE });
    });

    it('degrades to the baseline with BIN_LOOKUP_FAILED when no network is recognised', async () => {
      expect(await resolve({ mode: 'bin', bin: '601100' })).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'BIN_LOOKUP_FAILED' });
    });

    it('reads Visa, Mastercard and Amex ranges by their issuer digits (property)', () => {
      const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
      fc.assert(
        fc.property(digits(7), (rest) => {
          expect(networkOfBin(`4${rest}`)).to.equal('visa');
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: 51, max: 55 }), digits(6), (head, rest) => {
          expect(networkOfBin(`${head}${rest}`)).to.equal('mastercard');
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: 2221, max: 2720 }), digits(4), (head, rest) => {
          expect(networkOfBin(`${head}${rest}`)).to.equal('mastercard');
        }),
      );
      fc.assert(
        fc.property(fc.constantFrom('34', '37'), digits(6), (head, rest) => {
          expect(networkOfBin(`${head}${rest}`)).to.equal('amex');
        }),
      );
      for (const bin of ['222099', '272100', '560000', '360000', '601100', '000000']) expect(networkOfBin(bin), bin).to.equal(undefined);
    });
  });

  describe('bank + tier', () => {
    it('lands on the most basic card of that tier at that bank', async () => {
      const card = await resolve({ mode: 'bank', bank: 'BNP Paribas', network: 'visa', tier: 'premium' });
      expect(card.card?.catalogueId).to.equal(VISA_INFINITE.catalogueId);
    });

    it('matches bank names without regard to case, accents or punctuation, and reads range words as tiers', async () => {
      const card = await resolve({ mode: 'bank', bank: 'SOCIETE-GENERALE', network: 'MasterCard', tier: 'Gold' });
      expect(card.card?.catalogueId).to.equal(10);
    });

    it('is scoped to the residence: a French bank is not found for a US resident, whose card is then unresolved', async () => {
      const card = await resolve({ mode: 'bank', bank: 'BNP Paribas', network: 'visa', tier: 'mid' }, 'US');
      expect(card).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
    });

    it("degrades a bank the residence's list does not know to the baseline with CARD_PROFILE_UNMATCHED, never to a generic profile", async () => {
      // Crédit Mutuel is not on the French list; Deutsche Bank's residence has no list at all.
      for (const [bank, residence] of [['Crédit Mutuel', 'FR'], ['Navy Federal', 'US'], ['Deutsche Bank', 'DE']] as const) {
        expect(await resolve({ mode: 'bank', bank, network: 'visa', tier: 'mid' }, residence), bank).to.deep.equal({
          origin: 'baseline',
          profile: BASELINE_PROFILE,
          warning: 'CARD_PROFILE_UNMATCHED',
        });
      }
    });

    it('lands on a card exactly when the bank is on the residence list and issues that network and tier; every other query is the baseline with CARD_PROFILE_UNMATCHED (property)', async () => {
      const bankArb = fc.constantFrom('BNP Paribas', 'bnp', 'Société Générale', 'Chase', 'Crédit Mutuel', 'Navy Federal', 'Unknown Bank');
      const residenceArb = fc.constantFrom('FR', 'US', 'DE', 'JP');
      await fc.assert(
        fc.asyncProperty(bankArb, fc.constantFrom('visa', 'mastercard', 'amex', 'diners'), fc.constantFrom('entry', 'mid', 'premium', 'elite', 'ultra'), residenceArb, async (bank, network, tier, residence) => {
          const card = await resolve({ mode: 'bank', bank, network, tier }, residence);
          const issued = FIXTURE_CARDS.find(
            (c) => c.country === residence && c.network === network && c.tier === tier && FIXTURE_BANKS.some((b) => b.id === c.bankId && b.country === residence && [b.name, b.id].includes(bank)),
          );
          if (issued) expect(card.origin).to.equal('exact');
          else expect(card).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
        }),
      );
    });

    it('degrades to the baseline with CARD_PROFILE_UNMATCHED when a listed bank issues no such card, never to a generic profile', async () => {
      for (const query of [
        { bank: 'BNP Paribas', network: 'visa', tier: 'elite' },
        { bank: 'Chase', network: 'visa', tier: 'premium' },
        { bank: 'BNP Paribas', network: 'visa', tier: 'ultra' },
      ]) {
        const residence = query.bank === 'Chase' ? 'US' : 'FR';
        expect(await resolve({ mode: 'bank', ...query }, residence), query.bank).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
      }
    });

    it('degrades to the baseline with CARD_PROFILE_UNMATCHED when nothing matches', async () => {
      expect(await resolve({ mode: 'bank', bank: 'Nowhere Bank', network: 'diners', tier: 'mid' })).to.deep.equal({
        origin: 'baseline',
        profile: BASELINE_PROFILE,
        warning: 'CARD_PROFILE_UNMATCHED',
      });
    });
  });

  describe('generic', () => {
    it('reads the network + tier profile, tier words included', async () => {
      expect(await resolve({ mode: 'network', network: 'VISA', tier: 'classic' })).to.deep.equal({ origin: 'generic', profile: ENTRY_PROFILE });
    });

    it("gives another tier on a listed network that network's baseline profile, with CARD_PROFILE_UNMATCHED", async () => {
      expect(await resolve({ mode: 'network', network: 'amex', tier: 'entry' })).to.deep.equal({ origin: 'baseline', profile: MID_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
      // business is a catalogue tier with no generic profile; ultra is no tier at all.
      for (const tier of ['business', 'Business', 'ultra']) {
        expect(await resolve({ mode: 'network', network: 'visa', tier }), tier).to.deep.equal({ origin: 'baseline', profile: ENTRY_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
      }
    });

    it('gives an unknown network the baseline card, with CARD_PROFILE_UNMATCHED', async () => {
      expect(await resolve({ mode: 'network', network: 'diners', tier: 'mid' })).to.deep.equal({ origin: 'baseline', profile: BASELINE_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
    });
  });

  describe("the cardholder's region", () => {
    it('reads the generic profile of the residence market: US cards for a US resident, the default reading elsewhere', async () => {
      const query: CardQuery = { mode: 'network', network: 'visa', tier: 'mid' };
      expect(await resolve(query, 'US')).to.deep.equal({ origin: 'generic', profile: US_MID_PROFILE });
      // FR, and a universal-market residence, read the default (European) profiles.
      for (const residence of ['FR', 'DE', 'JP', 'ZZ']) expect(await resolve(query, residence), residence).to.deep.equal({ origin: 'generic', profile: MID_PROFILE });
    });

    it("falls back, for an unmatched BIN, to the network's most basic profile of the region", async () => {
      expect(await resolve({ mode: 'bin', bin: '411111' }, 'US')).to.deep.equal({ origin: 'generic', profile: US_ENTRY_PROFILE });
      expect(await resolve({ mode: 'bin', bin: '371449' }, 'US')).to.deep.equal({ origin: 'generic', profile: US_MID_PROFILE });
    });

    it("reads an unknown tier within the region: the network's most basic regional profile", async () => {
      expect(await resolve({ mode: 'network', network: 'visa', tier: 'ultra' }, 'US')).to.deep.equal({ origin: 'baseline', profile: US_ENTRY_PROFILE, warning: 'CARD_PROFILE_UNMATCHED' });
    });

    it('never changes an exact card: a catalogue card is the same card whatever the residence', async () => {
      for (const residence of ['FR', 'US']) expect((await resolve({ mode: 'catalogueId', catalogueId: 2 }, residence)).profile, residence).to.equal(VISA_PREMIER.profile);
    });
  });

  it('resolves no card to origin none with no cover at all', async () => {
    expect(await resolve({ mode: 'none' })).to.deep.equal({ origin: 'none', profile: null });
  });

  it('names the detected card in the market language, in English where no French name exists', async () => {
    const withoutFrench = aCardData({ cards: [...FIXTURE_CARDS.filter((c) => c.catalogueId !== 2), { ...VISA_PREMIER, names: { en: 'Visa Premier EN' } }] });
    const card = await resolveCard({ mode: 'bin', bin: '49701234' }, { residence: 'FR', lang: 'fr' }, withoutFrench);
    expect(card.detected?.matched.cardName).to.equal('Visa Premier EN');
  });

  it('fails (to be answered CARD_RESOLVE_FAILED) when a profile is in a currency the Coach cannot read', async () => {
    const odd = aCardData({ cards: [{ ...VISA_PREMIER, profile: { ...VISA_PREMIER.profile, currency: 'XOF' } }] });
    let failure: unknown;
    await resolveCard({ mode: 'catalogueId', catalogueId: 2 }, { residence: 'FR', lang: 'fr' }, odd).catch((e: unknown) => (failure = e));
    expect(failure).to.be.instanceOf(RangeError);
  });
});
