import { expect } from 'chai';
import { rateInsurers, type RatingCall } from '../../src/pricing/rate-insurers.js';
import type { InsurerRater, RatingOutcome } from '@parasol/core';
import { aTrip } from '@parasol/core/test-support';

const aCall = (insurerId: string, timeoutMs = 1000): RatingCall => ({
  endpoint: { insurerId, ratingUrl: `http://127.0.0.1:1/${insurerId}`, timeoutMs },
  request: { trip: aTrip(), days: 7, products: [{ offerId: 1, productCode: 'P' }], currency: 'EUR' },
});

/** Answers after `delayMs`, or never when told to hang; counts the signals it was handed. */
const aRater = (delayMs: (insurerId: string) => number | 'hang'): InsurerRater & { signals: AbortSignal[] } => {
  const signals: AbortSignal[] = [];
  return {
    signals,
    rate: (endpoint, _request, signal) => {
      signals.push(signal);
      const delay = delayMs(endpoint.insurerId);
      const priced: RatingOutcome = { kind: 'priced', products: [] };
      return delay === 'hang' ? new Promise<RatingOutcome>(() => {}) : new Promise((resolve) => setTimeout(() => resolve(priced), delay));
    },
  };
};

describe('rateInsurers', () => {
  it('rates a dozen insurers without any process warning (no listeners pile up on one signal)', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const calls = Array.from({ length: 12 }, (_, i) => aCall(`ins${i}`));
      const outcomes = await rateInsurers(aRater(() => 1), calls, 500);
      expect(outcomes.map((o) => o.kind)).to.deep.equal(Array(12).fill('priced'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((w) => w.name)).to.deep.equal([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('rates a dozen insurers that each listen on their signal, as the HTTP rater does, without any process warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const listening: InsurerRater = {
        rate: (_endpoint, _request, signal) =>
          new Promise((resolve) => {
            const onAbort = () => resolve({ kind: 'timeout' });
            signal.addEventListener('abort', onAbort, { once: true });
            setTimeout(() => {
              signal.removeEventListener('abort', onAbort);
              resolve({ kind: 'priced', products: [] });
            }, 2);
          }),
      };
      const calls = Array.from({ length: 12 }, (_, i) => aCall(`ins${i}`));
      const outcomes = await rateInsurers(listening, calls, 500);
      expect(outcomes.map((o) => o.kind)).to.deep.equal(Array(12).fill('priced'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((w) => w.name)).to.deep.equal([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('asks every insurer before any answers: the calls run in parallel, not one after the other', async () => {
    // Each insurer answers only once all have been asked; asked in turn, the first would wait for
    // the others until its timeout.
    const calls = ['a', 'b', 'c'].map((id) => aCall(id, 200));
    let asked = 0;
    const everyoneAsked: (() => void)[] = [];
    const rater: InsurerRater = {
      rate: () => {
        asked += 1;
        const answer = new Promise<RatingOutcome>((resolve) => everyoneAsked.push(() => resolve({ kind: 'priced', products: [] })));
        if (asked === calls.length) for (const release of everyoneAsked) release();
        return answer;
      },
    };
    const outcomes = await rateInsurers(rater, calls, 1000);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['priced', 'priced', 'priced']);
  });

  it('cuts a hanging insurer at its own timeout, aborts its signal, and keeps the others', async () => {
    const rater = aRater((id) => (id === 'slow' ? 'hang' : 1));
    const outcomes = await rateInsurers(rater, [aCall('fast'), aCall('slow', 20)], 1000);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['priced', 'timeout']);
    expect(rater.signals[1]?.aborted).to.equal(true);
    expect(rater.signals[0]?.aborted).to.equal(false);
  });

  it('cuts the insurers sharing a timeout together, and never aborts the signal of insurers that all answered', async () => {
    const rater = aRater((id) => (id.startsWith('hang') ? 'hang' : 1));
    const calls = [aCall('answers', 30), aCall('hang1', 60), aCall('answers2', 30), aCall('hang2', 60)];
    const outcomes = await rateInsurers(rater, calls, 1000);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['priced', 'timeout', 'priced', 'timeout']);
    // The answered pair's cut (30 ms) came while the others still rated: it found nobody to cut.
    expect(rater.signals.map((signal) => signal.aborted)).to.deep.equal([false, true, false, true]);
  });

  it('cuts every insurer still rating at the overall deadline', async () => {
    const outcomes = await rateInsurers(aRater(() => 'hang'), [aCall('a'), aCall('b')], 20);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['timeout', 'timeout']);
  });
});

describe('rateInsurers with an in-process rater', () => {
  it('hands it a signal that never aborts and reads its throw as that insurer failing', async () => {
    const signals: AbortSignal[] = [];
    const rater: InsurerRater = {
      inProcess: true,
      rate: async (endpoint, _request, signal) => {
        signals.push(signal);
        if (endpoint.insurerId === 'broken') throw new Error('boom');
        return { kind: 'priced', products: [] };
      },
    };
    const outcomes = await rateInsurers(rater, [aCall('ok'), aCall('broken')], 1);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['priced', 'failed']);
    expect(signals.every((s) => !s.aborted)).to.equal(true);
  });
});
