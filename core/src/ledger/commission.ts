import type { PartnerRecord } from '../ports/partner-store.js';
import { MAX_COMMISSION_BPS } from '../partners/partner-accounts.js';
import { roundHalfAwayDiv } from '../money/decimal.js';
import type { SaleRecord } from '../ports/sale-store.js';

/** The partner's rates frozen onto a sale when it is booked (spec: Partner commission). */
export interface FrozenRates {
  /** What a sale pays the partner, basis points of the insurer premium (base rate + uplift). */
  readonly commissionBps: number;
  /** The part of it funded by the uplift inside the traveller's price (commission above the base rate). */
  readonly upliftBps: number;
  /**
   * The funnel's conversion margin inside the amount paid (FUNNEL_MARGIN_BPS when the sale was
   * sold in another currency than its insurer's, 0 or absent otherwise). The margin pays for the
   * currency risk; it is no part of the insurer premium, so no commission is paid on it.
   */
  readonly marginBps?: number;
}

/** What the partner states, each only ever a ceiling on what is owed. */
export interface DeclaredBounds {
  readonly commissionMinor?: number;
  readonly partnerFeeMinor?: number;
}

export interface Commission {
  /** The insurer's premium inside the traveller's price: the base the rates apply to. */
  readonly insurerPremiumMinor: number;
  /** The uplift slice of the price by the grid, before any declared bound. */
  readonly gridUpliftMinor: number;
  /** The uplift slice retained: the lower of the grid's and the declared partnerFeeAmount. */
  readonly partnerFeeMinor: number;
  /** Commission owed: base commission + retained uplift, capped by a declared commission. */
  readonly owedMinor: number;
}

/**
 * Commission of a sale, in integer minor units of its currency, agreeing with the quote's
 * meta.partnerFee (docs/money.md, "Commission"): prices carry the uplift inside them
 * (price = premium + uplift, uplift = upliftBps of the premium), so the premium is read back out
 * of the amount paid, the base rate applies to the premium, and the uplift the traveller paid is
 * the partner's in full. A converted sale's amount also carries the funnel margin on top of
 * price × mid rate (money/converter.ts): it is taken out first, in the same exact fraction, so the
 * rates apply to the insurer premium at the mid rate, as meta.partnerFee says. One rounding rule, half away from zero, as every fee; never negative;
 * a declared commission or partner fee can only lower the result (the partner is paid the lower).
 */
export const commissionOf = (amountMinor: number, rates: FrozenRates, declared: DeclaredBounds = {}): Commission => {
  const amount = BigInt(amountMinor);
  const margin = BigInt(10_000 + (rates.marginBps ?? 0));
  const price = roundHalfAwayDiv(amount * 10_000n, margin);
  const premium = roundHalfAwayDiv(amount * 100_000_000n, margin * BigInt(10_000 + rates.upliftBps));
  const gridUplift = price - premium;
  const baseBps = BigInt(rates.commissionBps - rates.upliftBps);
  const baseCommission = roundHalfAwayDiv(premium * baseBps, 10_000n);
  const fee = declared.partnerFeeMinor === undefined ? gridUplift : min(gridUplift, BigInt(declared.partnerFeeMinor));
  const grid = baseCommission + fee;
  const owed = declared.commissionMinor === undefined ? grid : min(grid, BigInt(declared.commissionMinor));
  return {
    insurerPremiumMinor: Number(premium),
    gridUpliftMinor: Number(gridUplift),
    partnerFeeMinor: Number(fee),
    owedMinor: Number(owed < 0n ? 0n : owed),
  };
};

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** The rates a booked sale froze: its commission and uplift, and the margin its amount carries. */
export const ratesFrozenOn = (sale: SaleRecord): FrozenRates => ({
  commissionBps: sale.frozenCommissionBps,
  upliftBps: sale.frozenUpliftBps,
  ...(sale.frozenMarginBps === undefined ? {} : { marginBps: sale.frozenMarginBps }),
});

/**
 * The partner's rates now, as a new sale freezes them (a postback's or the funnel's): its
 * commission, capped at MAX_COMMISSION_BPS, and the uplift above its base rate.
 */
export const ratesNowOf = (partner: Pick<PartnerRecord, 'commissionBps' | 'baseRateBps'>): FrozenRates => {
  const commissionBps = Math.min(partner.commissionBps, MAX_COMMISSION_BPS);
  return { commissionBps, upliftBps: Math.max(0, commissionBps - partner.baseRateBps) };
};
