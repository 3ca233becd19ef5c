import { expect } from 'chai';
import fc from 'fast-check';
import { isoTime } from '../../src/shared/iso-time.js';

const MAX_TIME = 8.64e15;

const expectSameAsDate = (ms: number) => {
  let expected: string;
  try {
    expected = new Date(ms).toISOString();
  } catch (e) {
    expect(() => isoTime(ms)).to.throw((e as Error).constructor as ErrorConstructor);
    return;
  }
  expect(isoTime(ms)).to.equal(expected);
};

describe('shared: isoTime, toISOString with the date worked out once per day', () => {
  it('writes every instant as toISOString, in any year, around midnights and days apart (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -MAX_TIME, max: MAX_TIME }),
          fc.integer({ min: Date.UTC(1999, 0, 1), max: Date.UTC(2101, 0, 1) }),
          fc.integer({ min: -2, max: 2 }).chain((d) => fc.integer({ min: -3, max: 3 }).map((e) => Date.UTC(2026, 6, 4 + d) + e)),
        ),
        (ms) => {
          expectSameAsDate(ms);
          expectSameAsDate(ms + 1);
          expectSameAsDate(ms);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes or refuses what is no whole valid instant as toISOString does', () => {
    for (const ms of [0.5, -0.5, 1.999, -0, MAX_TIME, -MAX_TIME, MAX_TIME + 1, -MAX_TIME - 1, Number.NaN, Infinity, -Infinity, 2 ** 53]) expectSameAsDate(ms);
  });
});
