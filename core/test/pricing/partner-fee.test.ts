import { expect } from 'chai';
import fc from 'fast-check';
import { partnerFeeOf, upliftMinor } from '@parasol/core/internal';
import { aPartner } from './fixtures.js';

describe('partner fee', () => {
  it('is absent without a partner or when the partner takes the base rate', () => {
    expect(partnerFeeOf(undefined, 1500)).to.equal(undefined);
    expect(partnerFeeOf(aPartner({ baseRateBps: 1200, commissionBps: 1200 }), 1500)).to.equal(undefined);
  });

  it('funds everything above the base rate with a higher handling fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4999 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 3000 }), (base, extra, handling) => {
        const commissionBps = Math.min(5000, base + extra);
        fc.pre(commissionBps > base);
        const fee = partnerFeeOf(aPartner({ baseRateBps: base, commissionBps }), handling);
        expect(fee).to.deep.equal({ feeBps: handling + commissionBps - base, upliftBps: commissionBps - base, commissionBps });
      }),
    );
  });

  it('rounds the uplift half away from zero to the minor unit', () => {
    expect(upliftMinor(10_000, 750)).to.equal(750);
    expect(upliftMinor(1, 5000)).to.equal(1); // 0.5 -> 1
    expect(upliftMinor(1, 4999)).to.equal(0);
    expect(upliftMinor(333, 1000)).to.equal(33);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), fc.integer({ min: 0, max: 5000 }), (premium, bps) => {
        const uplift = upliftMinor(premium, bps);
        // |uplift - premium x bps / 10000| <= 1/2, in integers.
        const gap = BigInt(uplift) * 10_000n - BigInt(premium) * BigInt(bps);
        expect(gap >= -5000n && gap <= 5000n, `gap ${gap}`).to.equal(true);
      }),
    );
  });
});
