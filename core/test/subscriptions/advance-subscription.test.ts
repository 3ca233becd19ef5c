import { expect } from 'chai';
import fc from 'fast-check';
import { SUBSCRIPTION_STAGES, isStorageUnavailable, type SubscriptionRecord, type SubscriptionStage } from '@parasol/core';
import { AdvanceSubscription } from '@parasol/core/internal';
import { aSubscriptionRecord } from '@parasol/port-contracts';
import { NOON, TestClock } from '../api/fakes.js';
import { FakeSubscriptionStore } from './fake-subscription-store.js';

const rank = (stage: SubscriptionStage) => SUBSCRIPTION_STAGES.indexOf(stage);
const CREATED_AT = NOON - 3_600_000;

/** A store holding one subscription at `stage`, and the use case over it at NOON. */
async function aSubscriptionAt(stage: SubscriptionStage, overrides: Partial<SubscriptionRecord> = {}) {
  const store = new FakeSubscriptionStore();
  const clock = new TestClock(NOON);
  const record = aSubscriptionRecord({ stage, createdAt: CREATED_AT, updatedAt: CREATED_AT, ...overrides });
  await store.create(record);
  return { store, clock, record, advance: new AdvanceSubscription(store, clock) };
}

const codeOf = (result: Awaited<ReturnType<AdvanceSubscription['run']>>) => (result.ok ? 'OK' : result.failure.code);

describe('advancing a subscription through its stages (AdvanceSubscription)', () => {
  // All 16 (from, to) pairs: forward (jumps included) moves, the same stage is an idempotent
  // success, backward is refused. Written as the rule, checked pair by pair.
  for (const from of SUBSCRIPTION_STAGES) {
    for (const to of SUBSCRIPTION_STAGES) {
      const kind = rank(to) > rank(from) ? 'moves' : rank(to) === rank(from) ? 'is idempotent' : 'is refused';
      it(`${from} → ${to} ${kind}`, async () => {
        const { store, record, advance } = await aSubscriptionAt(from);
        const result = await advance.run(record.subscriptionId, to);
        const stored = await store.get(record.subscriptionId);
        if (kind === 'moves') {
          const moved = { ...record, stage: to, updatedAt: NOON, version: record.version + 1 };
          expect(result).to.deep.equal({ ok: true, value: moved });
          expect(stored, 'only the stage, updatedAt and version change').to.deep.equal(moved);
        } else if (kind === 'is idempotent') {
          expect(result).to.deep.equal({ ok: true, value: record });
          expect(stored, 'nothing written').to.deep.equal(record);
        } else {
          expect(codeOf(result)).to.equal('STAGE_NOT_FORWARD');
          expect(stored, 'nothing written').to.deep.equal(record);
        }
      });
    }
  }

  it('refuses an unknown subscription with SUBSCRIPTION_NOT_FOUND and creates nothing', async () => {
    const { store, advance } = await aSubscriptionAt('quoting');
    expect(codeOf(await advance.run('sub_neverMinted', 'paid'))).to.equal('SUBSCRIPTION_NOT_FOUND');
    expect(await store.get('sub_neverMinted')).to.equal(undefined);
    expect(store.records.size).to.equal(1);
  });

  it('moves only the subscription it names, never another of the same session', async () => {
    const { store, record, advance } = await aSubscriptionAt('paid');
    const next = aSubscriptionRecord({ subscriptionId: 'sub_nextGeneration', generation: 1, stage: 'quoting' });
    await store.create(next);
    await advance.run(record.subscriptionId, 'subscribed');
    expect(await store.get(next.subscriptionId)).to.deep.equal(next);
    expect((await store.current(record.sessionId))?.subscriptionId).to.equal(next.subscriptionId);
  });

  it('property: any sequence of advances answers as the forward-only model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SUBSCRIPTION_STAGES), fc.array(fc.constantFrom(...SUBSCRIPTION_STAGES), { maxLength: 12 }), async (start, requests) => {
        const { store, clock, record, advance } = await aSubscriptionAt(start);
        let model = { stage: start, version: record.version, updatedAt: record.updatedAt };
        for (const [step, to] of requests.entries()) {
          clock.advance(1000);
          const result = await advance.run(record.subscriptionId, to);
          if (rank(to) < rank(model.stage)) {
            expect(codeOf(result), `step ${step}`).to.equal('STAGE_NOT_FORWARD');
          } else {
            if (rank(to) > rank(model.stage)) model = { stage: to, version: model.version + 1, updatedAt: clock.now() };
            expect(result.ok && result.value, `step ${step}`).to.deep.include(model);
          }
          expect(await store.get(record.subscriptionId), `step ${step}`).to.deep.include(model);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: concurrent advances end consistent: the highest stage asked, one write per stage actually reached', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SUBSCRIPTION_STAGES), fc.array(fc.constantFrom(...SUBSCRIPTION_STAGES), { minLength: 1, maxLength: 30 }), async (start, requests) => {
        const { store, record, advance } = await aSubscriptionAt(start);
        const results = await Promise.all(requests.map((to) => advance.run(record.subscriptionId, to)));
        const highest = [start, ...requests].reduce((a, b) => (rank(b) > rank(a) ? b : a));
        const stored = (await store.get(record.subscriptionId))!;
        expect(stored.stage).to.equal(highest);
        expect({ ...stored, stage: start, version: record.version, updatedAt: record.updatedAt }, 'nothing but the stage moved').to.deep.equal(record);
        const reached = new Set(results.flatMap((r, i) => (r.ok && r.value.version > record.version ? [requests[i]] : [])));
        // Each version step is one successful compare-and-set, and each reached a stage no other did.
        expect(stored.version - record.version).to.equal(reached.size);
        for (const [i, r] of results.entries()) {
          const to = requests[i]!;
          if (r.ok) expect(r.value.stage, `request ${i}`).to.equal(to);
          else {
            expect(r.failure.code, `request ${i}`).to.equal('STAGE_NOT_FORWARD');
            // A refusal means the subscription had gone past `to` by then; it cannot have come back.
            expect(rank(to), `request ${i}`).to.be.below(rank(highest));
          }
          // Nothing can go past the highest stage asked, so asking for it is never refused.
          if (to === highest) expect(r.ok, `request ${i} asked for the highest stage`).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives up with a storage-unavailable error when every compare-and-set keeps losing, and writes nothing', async () => {
    const { store, record, advance } = await aSubscriptionAt('quoting');
    // A store where some other writer always wins: the use case must not loop forever.
    store.replace = async () => {
      store.replaceAttempts += 1;
      return false;
    };
    const outcome = await advance.run(record.subscriptionId, 'paid').then(
      () => 'resolved',
      (e: unknown) => (isStorageUnavailable(e) ? 'storage unavailable' : `other error: ${String(e)}`),
    );
    expect(outcome).to.equal('storage unavailable');
    expect(store.replaceAttempts, 'it retried, a bounded number of times').to.be.within(2, 20);
    expect(await store.get(record.subscriptionId)).to.deep.equal(record);
  });
});
