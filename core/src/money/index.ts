/**
 * Money: ISO 4217 minor units and FX with funnel rounding (docs/money.md). Pricing, links and the
 * ledger convert and round money through these functions only.
 */
export { exponentOf, toMinor, fromMinor, MAX_MINOR } from './minor-units.js';
export { createConverter, FUNNEL_MARGIN_BPS, type Converter, type Conversion, type Money } from './converter.js';
export { readRateSet, type RateSetReading } from './rate-set.js';
