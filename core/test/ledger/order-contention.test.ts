import { expect } from 'chai';
import { pauseBeforeRetry, type ContentionPolicy } from '@parasol/core/internal';

/**
 * pauseBeforeRetry (core/src/ledger/order-contention.ts): full jitter, uniform in
 * [0, min(maxPauseMs, firstPauseMs × 2^round)] from two random bytes. The pause asked of the timer
 * is read from a stand-in setTimeout that runs the callback at once: no test waits on the clock.
 */

const POLICY: ContentionPolicy = { windowMs: 10_000, maxRounds: 2_000, firstPauseMs: 3, maxPauseMs: 100, retryAfterSeconds: 1 };

/** The milliseconds pauseBeforeRetry asks the timer for, with these two random bytes. */
const pauseAsked = async (round: number, bytes: readonly number[], policy: ContentionPolicy = POLICY): Promise<number> => {
  const asked: number[] = [];
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: () => void, ms: number) => {
    asked.push(ms);
    return original(callback, 0);
  }) as typeof setTimeout;
  try {
    await pauseBeforeRetry(round, policy, { bytes: () => Uint8Array.from(bytes) });
  } finally {
    globalThis.setTimeout = original;
  }
  expect(asked).to.have.length(1);
  return asked[0]!;
};

describe('ledger: the pause before a postback tries its order again', () => {
  it('is 0 for the lowest random draw and the whole ceiling for the highest', async () => {
    expect(await pauseAsked(0, [0, 0])).to.equal(0);
    expect(await pauseAsked(0, [0xff, 0xff])).to.equal(3);
  });

  it('doubles its ceiling each round from firstPauseMs, up to maxPauseMs', async () => {
    const highest = [0xff, 0xff];
    const ceilings: number[] = [];
    for (const round of [0, 1, 2, 3, 4, 5, 6]) ceilings.push(await pauseAsked(round, highest));
    expect(ceilings).to.deep.equal([3, 6, 12, 24, 48, 96, 100]);
    // Late rounds stay at the ceiling: no overflow of 2^round.
    expect(await pauseAsked(1_999, highest)).to.equal(100);
  });

  it('draws uniformly from the two bytes, high byte first: [0, ceiling] in 65,536 steps', async () => {
    // Ceiling 96 (round 5): draw (a × 256 + b) / 65,536 of 97 ms, rounded down.
    expect(await pauseAsked(5, [0x80, 0x00])).to.equal(48); // 0.5 × 97 = 48.5
    expect(await pauseAsked(5, [0x00, 0xff])).to.equal(0); // 255 / 65,536 × 97 < 1
    expect(await pauseAsked(5, [0x01, 0x00])).to.equal(0); // 256 / 65,536 × 97 < 1
    expect(await pauseAsked(5, [0x40, 0x00])).to.equal(24); // 0.25 × 97 = 24.25
    expect(await pauseAsked(5, [0xc0, 0x00])).to.equal(72); // 0.75 × 97 = 72.75
  });

  it('reads a missing random byte as 0', async () => {
    expect(await pauseAsked(5, [0x80])).to.equal(48);
    expect(await pauseAsked(5, [])).to.equal(0);
  });
});
