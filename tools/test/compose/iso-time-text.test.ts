import { expect } from 'chai';
import fc from 'fast-check';
import { isoTimeTexts } from '../../src/compose/iso-time-text.js';

const expected = (ms: number) => `,"time":"${new Date(ms).toISOString()}"`;

/** Times as a logger meets them: mostly a few ms apart, sometimes set back, sometimes far away. */
const times = fc.tuple(
  fc.integer({ min: -8.64e15, max: 8.64e15 }),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -1500, max: 2500 }), fc.integer({ min: -1e13, max: 1e13 })), { maxLength: 60 }),
).map(([first, steps]) => {
  const all = [first];
  for (const step of steps) all.push(Math.max(-8.64e15, Math.min(8.64e15, (all.at(-1) ?? 0) + step)));
  return all;
});

describe('iso time texts', () => {
  it('are what toISOString writes, for every time in any order (a second formatted once, the clock set back, any year)', () => {
    fc.assert(
      fc.property(times, (sequence) => {
        const textOf = isoTimeTexts();
        for (const ms of sequence) expect(textOf(ms)).to.equal(expected(ms));
      }),
      { numRuns: 500 },
    );
  });

  it('cross seconds, minutes, days and years where they change', () => {
    const textOf = isoTimeTexts();
    const newYear = Date.UTC(2027, 0, 1);
    for (let ms = newYear - 1_005; ms < newYear + 1_005; ms += 1) expect(textOf(ms)).to.equal(expected(ms));
    // Before 1970, where a second starts below its own ms count.
    for (const ms of [-1, -999, -1_000, -1_001, -86_400_001]) expect(isoTimeTexts()(ms)).to.equal(expected(ms));
  });
});
