import { expect } from 'chai';
import fc from 'fast-check';
import { CryptoRandom } from '../src/crypto-random.js';

describe('CryptoRandom', () => {
  it('hands out exactly the bytes asked for, never the same draw twice, across pool refills', () => {
    const random = new CryptoRandom();
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 2000 }), (length) => {
        const drawn = random.bytes(length);
        expect(drawn).to.have.length(length);
        const hex = Buffer.from(drawn).toString('hex');
        expect(seen.has(hex), 'a repeated draw').to.equal(false);
        seen.add(hex);
      }),
      { numRuns: 500 },
    );
  });

  it('returns copies: changing a draw does not change a later one', () => {
    const random = new CryptoRandom();
    const first = random.bytes(16);
    first.fill(0);
    expect(Buffer.from(random.bytes(16)).equals(Buffer.alloc(16))).to.equal(false);
  });
});
