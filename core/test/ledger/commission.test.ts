import { expect } from 'chai';
import fc from 'fast-check';
import { MAX_COMMISSION_BPS, commissionOf, ratesFrozenOn, ratesNowOf, upliftMinor, type DeclaredBounds, type FrozenRates } from '@parasol/core/internal';
import { createConverter, FUNNEL_MARGIN_BPS } from '../../src/money/index.js';
import { aRateSet } from '../money/rate-sets.js';

/**
 * commissionOf (core/src/ledger/commission.ts, docs/money.md "Commission"): the insurer premium
 * read back out of the amount the traveller paid, the base rate on the premium, the uplift to the
 * partner, declared commission / partnerFeeAmount only ever lowering the result.
 */

/** Rates as a partner account can hold them: base <= commission <= 50 %, uplift = commission - base. */
const someRates: fc.Arbitrary<FrozenRates> = fc
  .integer({ min: 0, max: MAX_COMMISSION_BPS })
  .chain((commissionBps) => fc.integer({ min: 0, max: commissionBps }).map((baseRateBps) => ({ commissionBps, upliftBps: commissionBps - baseRateBps })));

/**
 * Amounts in minor units: mostly small, where one unit of rounding matters most, and up to the
 * largest accepted postback amount in a two-decimal currency (99 999 999 999.00).
 */
const MAX_AMOUNT_MINOR = 9_999_999_999_900;
const someAmount = fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }));

const someBounds: fc.Arbitrary<DeclaredBounds> = fc.record(
  { commissionMinor: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: MAX_AMOUNT_MINOR })), partnerFeeMinor: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: MAX_AMOUNT_MINOR })) },
  { requiredKeys: [] },
);

/** Independent oracle: n * bps / 10000 rounded half up (every value here is >= 0), in bigint. */
const roundedShare = (minor: number, bps: number): number => Number((2n * BigInt(minor) * BigInt(bps) + 10_000n) / 20_000n);

describe('commissionOf', () => {
  it('is never negative and every figure is an integer of minor units', () => {
    fc.assert(
      fc.property(someAmount, someRates, someBounds, (amount, rates, bounds) => {
        const commission = commissionOf(amount, rates, bounds);
        for (const [field, value] of Object.entries(commission)) {
          expect(Number.isSafeInteger(value), `${field} = ${value}`).to.equal(true);
          expect(value, field).to.be.at.least(0);
        }
      }),
    );
  });

  it('a declared commission or partner fee only lowers what is owed, never below zero and never above the bound', () => {
    fc.assert(
      fc.property(someAmount, someRates, someBounds, (amount, rates, bounds) => {
        const grid = commissionOf(amount, rates);
        const bounded = commissionOf(amount, rates, bounds);
        expect(bounded.owedMinor).to.be.at.most(grid.owedMinor);
        if (bounds.commissionMinor !== undefined) expect(bounded.owedMinor).to.be.at.most(bounds.commissionMinor);
        // The retained uplift is the lower of the grid's and the declared one.
        expect(bounded.partnerFeeMinor).to.equal(Math.min(grid.gridUpliftMinor, bounds.partnerFeeMinor ?? Infinity));
        // Adding the second bound to the first never raises what the first alone left.
        for (const one of [{ commissionMinor: bounds.commissionMinor }, { partnerFeeMinor: bounds.partnerFeeMinor }]) {
          const single = commissionOf(amount, rates, one);
          expect(single.owedMinor).to.be.at.most(grid.owedMinor);
          expect(bounded.owedMinor).to.be.at.most(single.owedMinor);
        }
      }),
    );
  });

  it('owes 0, never a negative amount, even for a bound below zero (the schemas refuse one; the rule does not rely on them)', () => {
    const rates = { commissionBps: 1500, upliftBps: 500 };
    expect(commissionOf(10_500, rates, { commissionMinor: -100 }).owedMinor).to.equal(0);
    expect(commissionOf(10_500, { commissionBps: 0, upliftBps: 0 }, { partnerFeeMinor: -100 }).owedMinor).to.equal(0);
  });

  it('a bound at or above the grid changes nothing (the partner is paid the lower of the two)', () => {
    fc.assert(
      fc.property(someAmount, someRates, fc.nat(1_000), (amount, rates, extra) => {
        const grid = commissionOf(amount, rates);
        expect(commissionOf(amount, rates, { commissionMinor: grid.owedMinor + extra, partnerFeeMinor: grid.gridUpliftMinor + extra })).to.deep.equal(grid);
      }),
    );
  });

  it('without uplift the commission is round(amount × rate), half up, and the premium is the amount', () => {
    fc.assert(
      fc.property(someAmount, fc.integer({ min: 0, max: MAX_COMMISSION_BPS }), fc.option(fc.nat(10_000), { nil: undefined }), (amount, commissionBps, fee) => {
        // Without uplift a declared partner fee has nothing to lower: the retained uplift is 0.
        const commission = commissionOf(amount, { commissionBps, upliftBps: 0 }, fee === undefined ? {} : { partnerFeeMinor: fee });
        expect(commission).to.deep.equal({ insurerPremiumMinor: amount, gridUpliftMinor: 0, partnerFeeMinor: 0, owedMinor: roundedShare(amount, commissionBps) });
      }),
    );
  });

  it('rounds halves away from zero: 0.5 of a minor unit is owed as 1', () => {
    // 1 cent at 5000 bp is half a cent; 3 cents at 5000 bp is 1.5 cents.
    expect(commissionOf(1, { commissionBps: 5000, upliftBps: 0 }).owedMinor).to.equal(1);
    expect(commissionOf(3, { commissionBps: 5000, upliftBps: 0 }).owedMinor).to.equal(2);
    expect(commissionOf(1, { commissionBps: 4999, upliftBps: 0 }).owedMinor).to.equal(0);
  });

  describe('agreement with pricing (the price a quote shows, A = P + upliftMinor(P, upliftBps))', () => {
    const priceOf = (premium: number, rates: FrozenRates) => premium + upliftMinor(premium, rates.upliftBps);

    it('reads the insurer premium back exactly, and the uplift in the price is exactly the grid uplift', () => {
      // Tightest bound: exact. |A·10000/(10000+u) − P| ≤ 0.5·10000/(10000+u) < 0.5 when u > 0, and A = P when u = 0.
      fc.assert(
        fc.property(someAmount, someRates, (premium, rates) => {
          const commission = commissionOf(priceOf(premium, rates), rates);
          expect(commission.insurerPremiumMinor).to.equal(premium);
          expect(commission.gridUpliftMinor).to.equal(upliftMinor(premium, rates.upliftBps));
        }),
      );
    });

    it('owes commissionBps of the premium to within one minor unit (two roundings, base and uplift, against one)', () => {
      fc.assert(
        fc.property(someAmount, someRates, (premium, rates) => {
          const owed = commissionOf(priceOf(premium, rates), rates).owedMinor;
          expect(Math.abs(owed - roundedShare(premium, rates.commissionBps))).to.be.at.most(1);
        }),
      );
    });

    it('one minor unit is the tightest bound: it is reached in both directions', () => {
      // Found by exhaustive search over small premiums. +1: base 0.5 and uplift 0.5 each round up,
      // while 1.0 overall is exact. −1: base 0.495 rounds down and the uplift 0.005 rounds to 0,
      // while 0.5 overall rounds up.
      const above = { commissionBps: 5000, upliftBps: 2500 };
      expect(priceOf(2, above)).to.equal(3);
      expect(commissionOf(3, above).owedMinor).to.equal(2);
      expect(roundedShare(2, 5000)).to.equal(1);
      const below = { commissionBps: 5000, upliftBps: 50 };
      expect(priceOf(1, below)).to.equal(1);
      expect(commissionOf(1, below).owedMinor).to.equal(0);
      expect(roundedShare(1, 5000)).to.equal(1);
    });
  });

  it('is monotone in the amount: paying more never owes less (same rates, same bounds)', () => {
    fc.assert(
      fc.property(someAmount, fc.oneof(fc.nat(3), fc.nat(1_000_000)), someRates, someBounds, (amount, more, rates, bounds) => {
        expect(commissionOf(amount + more, rates, bounds).owedMinor).to.be.at.least(commissionOf(amount, rates, bounds).owedMinor);
      }),
    );
  });

  it('is monotone step by step over every small amount (a rounding step never goes backwards)', () => {
    for (const rates of [{ commissionBps: 1500, upliftBps: 500 }, { commissionBps: 5000, upliftBps: 4999 }, { commissionBps: 3333, upliftBps: 1111 }]) {
      let previous = 0;
      for (let amount = 0; amount <= 3_000; amount++) {
        const owed = commissionOf(amount, rates).owedMinor;
        expect(owed, `${amount} at ${JSON.stringify(rates)}`).to.be.at.least(previous);
        previous = owed;
      }
    }
  });

  describe('the worked example of docs/money.md (acme: base 1000 bp, commission 1500 bp, so uplift 500 bp)', () => {
    const acme: FrozenRates = { commissionBps: 1500, upliftBps: 500 };

    it('105.00 EUR paid: premium 100.00, uplift 5.00, base 10.00, owed 15.00 EUR (1500 bp of the premium)', () => {
      expect(commissionOf(10_500, acme)).to.deep.equal({ insurerPremiumMinor: 10_000, gridUpliftMinor: 500, partnerFeeMinor: 500, owedMinor: 1_500 });
    });

    it('with partnerFeeAmount 3 (contract 3.2): 10.00 + min(5.00, 3.00) = 13.00 EUR', () => {
      expect(commissionOf(10_500, acme, { partnerFeeMinor: 300 }).owedMinor).to.equal(1_300);
    });

    it('with commission 12: min(15.00, 12.00) = 12.00 EUR', () => {
      expect(commissionOf(10_500, acme, { commissionMinor: 1_200 }).owedMinor).to.equal(1_200);
    });
  });
});

describe('commissionOf on a converted sale (the funnel margin is the funnel\'s, not the insurer premium)', () => {
  const converter = (usdPerEur: string) => createConverter(aRateSet({ USD: usdPerEur }));

  it('the reported case: 1000 bp of a 22.26 EUR premium sold 26.41 USD owes 2.59 USD, not 2.64', () => {
    const rates: FrozenRates = { commissionBps: 1_000, upliftBps: 0, marginBps: FUNNEL_MARGIN_BPS };
    // 22.26 EUR at 1.1630 USD/EUR is 25.888… USD at the mid rate; the funnel charged 26.41 (mid + 2 %, rounded up).
    expect(converter('1.1630').convert(2_226, 'EUR', 'USD').amountMinor).to.equal(2_641);
    expect(commissionOf(2_641, rates)).to.deep.equal({ insurerPremiumMinor: 2_589, gridUpliftMinor: 0, partnerFeeMinor: 0, owedMinor: 259 });
  });

  it('owes what the same sale owes at the mid rate, to within one minor unit, uplift or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), someRates, fc.integer({ min: 5_000, max: 20_000 }), (premiumEur, rates, rate) => {
        const fx = converter((rate / 10_000).toFixed(4));
        const priceEur = premiumEur + upliftMinor(premiumEur, rates.upliftBps);
        const charged = fx.convert(priceEur, 'EUR', 'USD').amountMinor;
        const atMidRate = fx.valueIn(priceEur, 'EUR', 'USD').amountMinor;
        const owed = commissionOf(charged, { ...rates, marginBps: FUNNEL_MARGIN_BPS }).owedMinor;
        expect(Math.abs(owed - commissionOf(atMidRate, rates).owedMinor), `charged ${charged}, ${atMidRate} at the mid rate`).to.be.at.most(1);
      }),
    );
  });

  it('without a margin frozen on the sale, nothing changes', () => {
    fc.assert(
      fc.property(someAmount, someRates, someBounds, (amount, rates, bounds) => {
        expect(commissionOf(amount, { ...rates, marginBps: 0 }, bounds)).to.deep.equal(commissionOf(amount, rates, bounds));
      }),
    );
  });
});

describe('the rates a sale freezes', () => {
  it('now: the partner\'s commission, capped at MAX_COMMISSION_BPS, and the uplift above its base rate, never below 0', () => {
    expect(ratesNowOf({ commissionBps: 1500, baseRateBps: 1000 })).to.deep.equal({ commissionBps: 1500, upliftBps: 500 });
    expect(ratesNowOf({ commissionBps: MAX_COMMISSION_BPS + 700, baseRateBps: 1000 })).to.deep.equal({ commissionBps: MAX_COMMISSION_BPS, upliftBps: MAX_COMMISSION_BPS - 1000 });
    expect(ratesNowOf({ commissionBps: 800, baseRateBps: 1000 })).to.deep.equal({ commissionBps: 800, upliftBps: 0 });
  });

  it('on a booked sale: its frozen commission and uplift, and its margin only when one was frozen', () => {
    const sale = { frozenCommissionBps: 1500, frozenUpliftBps: 500 } as Parameters<typeof ratesFrozenOn>[0];
    expect(ratesFrozenOn(sale)).to.deep.equal({ commissionBps: 1500, upliftBps: 500 });
    expect(ratesFrozenOn({ ...sale, frozenMarginBps: 200 })).to.deep.equal({ commissionBps: 1500, upliftBps: 500, marginBps: 200 });
  });
});
