/**
 * Tunables of pricing, bound by the facade under PRICING_SETTINGS (optional: the defaults below
 * apply when it is not bound). Documented in docs/pricing.md.
 */
export interface PricingSettings {
  /**
   * Handling fee already inside every insurer premium, in basis points of that premium. It funds
   * the base commission; it is only ever reported (meta.partnerFee.feeBps), never added.
   */
  readonly baseHandlingFeeBps: number;
  /** Overall deadline of one quote across all insurers, in ms; each insurer also has its own timeout. */
  readonly deadlineMs: number;
  /** How long the quoted premiums stand (quote.expiresAt = now + this), in seconds. */
  readonly quoteTtlSeconds: number;
}

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  baseHandlingFeeBps: 1500,
  deadlineMs: 8000,
  quoteTtlSeconds: 30 * 60,
};

export const PRICING_SETTINGS = Symbol.for('parasol.PricingSettings');
