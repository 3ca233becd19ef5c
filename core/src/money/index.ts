/**
 * Money: ISO 4217 minor units and FX with funnel rounding (see docs/money.md).
 * CONTRACT (implemented in this folder): the functions below are what pricing, links and the
 * ledger call; nothing else in the code base converts or rounds money.
 *
 *   exponentOf(currency: string): number                  // 2 by default; JPY/KRW/ISK 0
 *   toMinor(amount: number, currency: string): number      // exact decimal reading, no float drift
 *   fromMinor(minor: number, currency: string): number     // for JSON `amount` fields
 *   createConverter(rates: RateSet): Converter
 *   interface Converter {
 *     convert(amountMinor: number, from: string, to: string): Conversion
 *   }
 *   interface Conversion { amountMinor: number; currency: string; converted: boolean }
 *     // converted=false and the amount unchanged when from === to, or either side is not one
 *     // of the 33 convertible codes (the offer then stays in the insurer's currency).
 */
export {};
