import { expect } from 'chai';
import { readNetwork, readTier } from '../../src/coach/card/card-words.js';

/**
 * Written from the spec (Coach request, card modes): "Tier input words: entry, mid, premium,
 * elite", and the range words of its reading table (entry = Visa Classic, Visa Electron,
 * Mastercard Standard; mid = Visa Premier, Gold Mastercard, Visa Signature; premium = Visa
 * Infinite, Visa Platinum, Mastercard Platinum; elite = Mastercard World Elite, Visa Infinite
 * Privilege).
 */
const SPEC_TIER_READING: Readonly<Record<string, readonly string[]>> = {
  entry: ['entry', 'Classic', 'Electron', 'Standard'],
  mid: ['mid', 'Premier', 'Gold', 'Signature'],
  premium: ['premium', 'Infinite', 'Platinum'],
  elite: ['elite', 'World Elite', 'Infinite Privilege'],
};

describe('Coach: reading a card face', () => {
  it("reads the spec's tier input words and every range word of its reading table, whatever the case", () => {
    for (const [tier, words] of Object.entries(SPEC_TIER_READING)) {
      for (const word of words) {
        expect(readTier(word), word).to.equal(tier);
        expect(readTier(word.toUpperCase()), word.toUpperCase()).to.equal(tier);
      }
    }
  });

  it('reads the networks of the reading table whatever the case, and passes an unknown word through to match nothing', () => {
    expect(['Visa', 'MASTERCARD', 'amex'].map(readNetwork)).to.deep.equal(['visa', 'mastercard', 'amex']);
    expect(readNetwork('Diners')).to.equal('diners');
    expect(readTier('Ultra')).to.equal('ultra');
  });
});
