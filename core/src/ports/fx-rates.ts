/**
 * Exchange rates. A rate set quotes every convertible currency against EUR as a decimal string
 * (units of the currency per 1 EUR), so that no float ever enters the money path.
 * money/rate-set.ts checks one read from outside (file, feed); money/converter.ts uses it.
 */
export interface RateSet {
  readonly asOf: string; // ISO date of the rate set
  readonly base: 'EUR';
  readonly rates: Readonly<Record<string, string>>;
  /** Where the rates come from (provider, fixing), for the audit trail. */
  readonly source?: string;
}

export interface FxRates {
  current(): Promise<RateSet>;
}
export const FX_RATES = Symbol.for('parasol.FxRates');
