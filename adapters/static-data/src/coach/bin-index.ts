import type { BinRange } from '@parasol/core';

/** Range bounds are compared as 8-digit strings: `from` padded with 0, `to` with 9 (docs/coach-data.md). */
const BIN_DIGITS = 8;
const low = (prefix: string) => prefix.padEnd(BIN_DIGITS, '0');
const high = (prefix: string) => prefix.padEnd(BIN_DIGITS, '9');

const BIN = /^[0-9]{6,8}$/;

/**
 * BIN ranges sorted by their lower bound, searched by bisection. A BIN shorter than 8 digits
 * stands for every 8-digit prefix it starts, so it matches only a range holding all of them: a
 * 6-digit BIN never lands on one of two 8-digit ranges sharing its first six digits.
 */
export class BinIndex {
  readonly #ranges: readonly BinRange[];

  constructor(ranges: readonly BinRange[]) {
    this.#ranges = [...ranges].sort((a, b) => (low(a.from) < low(b.from) ? -1 : low(a.from) > low(b.from) ? 1 : 0));
    const overlap = this.#ranges.find((range, i) => i > 0 && low(range.from) <= high(this.#ranges[i - 1]!.to));
    if (overlap) throw new TypeError(`BIN range ${overlap.from}-${overlap.to} overlaps the range before it`);
  }

  /** The range containing this BIN (6 to 8 digits), if any; anything else matches nothing. */
  find(bin: string): BinRange | undefined {
    if (!BIN.test(bin)) return undefined;
    const first = low(bin);
    // Last range whose lower bound is <= the BIN's: the only one that can contain it, ranges being disjoint.
    let lo = 0;
    let hi = this.#ranges.length - 1;
    let candidate: BinRange | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const range = this.#ranges[mid]!;
      if (low(range.from) <= first) {
        candidate = range;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return candidate && high(bin) <= high(candidate.to) ? candidate : undefined;
  }
}
