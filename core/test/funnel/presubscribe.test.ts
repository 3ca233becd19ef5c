import { expect } from 'chai';
import { type SubscriptionRecord, type SubscriptionStage } from '@parasol/core';
import { Presubscribe } from '@parasol/core/internal';
import { aSubscriptionRecord } from '@parasol/port-contracts';
import { NOON, TestClock } from '../api/fakes.js';
import { FakeSubscriptionStore } from '../subscriptions/fake-subscription-store.js';
import { repricing } from './reprice-stub.js';

const ID = 'sub_contract0000000000000001';

async function aSubscriptionAt(stage: SubscriptionStage, answer: Parameters<typeof repricing>[0] = [9001, 9002], overrides: Partial<SubscriptionRecord> = {}) {
  const store = new FakeSubscriptionStore();
  const clock = new TestClock(NOON);
  await store.create(aSubscriptionRecord({ stage, createdAt: NOON - 1000, updatedAt: NOON - 1000, expiresAt: NOON + 86_400_000, offerId: null, ...overrides }));
  const reprice = repricing(answer);
  return { store, clock, reprice, presubscribe: new Presubscribe(store, reprice, clock) };
}

describe('Presubscribe (the presubscribe form: quoting → presubscribed with the chosen offer)', () => {
  it('records the chosen offer with the move, as one compare-and-set', async () => {
    const { store, presubscribe } = await aSubscriptionAt('quoting');
    const done = await presubscribe.run(ID, 9002);
    expect(done.ok).to.equal(true);
    expect(await store.get(ID)).to.include({ stage: 'presubscribed', offerId: 9002, updatedAt: NOON, version: 2 });
  });

  it('is an idempotent success for the same choice sent again (a double click), writing nothing', async () => {
    const { store, presubscribe } = await aSubscriptionAt('quoting');
    await presubscribe.run(ID, 9001);
    const again = await presubscribe.run(ID, 9001);
    expect(again.ok).to.equal(true);
    expect((await store.get(ID))?.version).to.equal(2);
  });

  it('refuses another offer once presubscribed, and any move from paid or subscribed: stages only go forward', async () => {
    const { store, presubscribe } = await aSubscriptionAt('quoting');
    await presubscribe.run(ID, 9001);
    expect(await presubscribe.run(ID, 9002)).to.deep.equal({ ok: false, refusal: { reason: 'stage', stage: 'presubscribed' } });
    expect((await store.get(ID))?.offerId).to.equal(9001);
    for (const stage of ['paid', 'subscribed'] as const) {
      const later = await aSubscriptionAt(stage);
      expect(await later.presubscribe.run(ID, 9001)).to.deep.equal({ ok: false, refusal: { reason: 'stage', stage } });
    }
  });

  it('refuses an offer that no longer prices for the trip, and an expired link, leaving the subscription quoting', async () => {
    const gone = await aSubscriptionAt('quoting', [9001]);
    expect(await gone.presubscribe.run(ID, 9002)).to.deep.equal({ ok: false, refusal: { reason: 'offer-unavailable' } });
    expect((await gone.store.get(ID))?.stage).to.equal('quoting');
    const expired = await aSubscriptionAt('quoting', [9001], { expiresAt: NOON - 1 });
    expect(await expired.presubscribe.run(ID, 9001)).to.deep.equal({ ok: false, refusal: { reason: 'expired' } });
    expect(expired.reprice.calls, 'an expired link is not re-rated').to.equal(0);
  });

  it('tells a pricing timeout from a refusal, and an unknown subscription from both', async () => {
    expect(await (await aSubscriptionAt('quoting', 'timeout')).presubscribe.run(ID, 9001)).to.deep.equal({ ok: false, refusal: { reason: 'pricing', timeout: true } });
    expect(await (await aSubscriptionAt('quoting', 'unavailable')).presubscribe.run(ID, 9001)).to.deep.equal({ ok: false, refusal: { reason: 'pricing', timeout: false } });
    expect(await (await aSubscriptionAt('quoting')).presubscribe.run('sub_nobody', 9001)).to.deep.equal({ ok: false, refusal: { reason: 'not-found' } });
  });

  it('lets exactly one of concurrent different choices win; the stored offer is the winner\'s', async () => {
    const { store, presubscribe } = await aSubscriptionAt('quoting', [1, 2, 3, 4, 5, 6, 7, 8]);
    const outcomes = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((offer) => presubscribe.run(ID, offer)));
    const winners = outcomes.flatMap((o, i) => (o.ok ? [i + 1] : []));
    expect(winners).to.have.length(1);
    expect((await store.get(ID))?.offerId).to.equal(winners[0]);
    for (const o of outcomes) if (!o.ok) expect(o.refusal).to.deep.equal({ reason: 'stage', stage: 'presubscribed' });
  });
});
