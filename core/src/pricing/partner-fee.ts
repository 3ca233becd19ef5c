import { roundHalfAwayDiv } from '../money/decimal.js';
import { MAX_COMMISSION_BPS } from '../partners/partner-accounts.js';
import type { PartnerRecord } from '../ports/partner-store.js';

/** meta.partnerFee: a breakdown in basis points of the insurer premium, never an amount to add. */
export interface PartnerFee {
  /** Whole handling fee inside the prices: the base fee plus the uplift. */
  readonly feeBps: number;
  /** The caller's share: commission above the account's base rate. */
  readonly upliftBps: number;
  /** What a sale pays the caller. */
  readonly commissionBps: number;
}

/**
 * The caller's fee when they charge an uplift, else undefined (no uplift: prices are the insurer's
 * and meta.partnerFee is absent). A commission chosen above the base rate is funded by a higher
 * handling fee paid by the traveller (spec: Partner commission); the chosen rate is capped at 50%.
 */
export const partnerFeeOf = (partner: PartnerRecord | undefined, baseHandlingFeeBps: number): PartnerFee | undefined => {
  if (partner === undefined) return undefined;
  const commissionBps = Math.min(partner.commissionBps, MAX_COMMISSION_BPS);
  const upliftBps = commissionBps - partner.baseRateBps;
  if (upliftBps <= 0) return undefined;
  return { feeBps: baseHandlingFeeBps + upliftBps, upliftBps, commissionBps };
};

/** The uplift on a premium, integer minor units, rounded half away from zero like every fee. */
export const upliftMinor = (premiumMinor: number, upliftBps: number): number =>
  Number(roundHalfAwayDiv(BigInt(premiumMinor) * BigInt(upliftBps), 10_000n));
