import { type FxRates, type RateSet } from '@parasol/core';
import { readRateSet } from '@parasol/core/internal';
import referenceRates from './eur-rates.json' with { type: 'json' };

/** Checks a rate set at start-up: a broken data file is a deployment bug, not a quote failure. */
export const checkedRateSet = (value: unknown, origin: string): RateSet => {
  const reading = readRateSet(value);
  if (!reading.ok) throw new TypeError(`${origin}: ${reading.reason}`);
  return reading.rateSet;
};

/** The dated EUR reference rate set bundled with Parasol (eur-rates.json; its `source` says what it is). */
export const REFERENCE_RATE_SET: RateSet = checkedRateSet(referenceRates, 'fx/eur-rates.json');

/** Serves one fixed rate set: the bundled reference set unless another is given. */
export class StaticFxRates implements FxRates {
  readonly #rateSet: RateSet;

  constructor(rateSet: RateSet = REFERENCE_RATE_SET) {
    this.#rateSet = checkedRateSet(rateSet, 'StaticFxRates');
  }

  current(): Promise<RateSet> {
    return Promise.resolve(this.#rateSet);
  }
}
