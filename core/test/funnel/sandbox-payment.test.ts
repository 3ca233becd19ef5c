import { expect } from 'chai';
import { type SubscriptionRecord, type SubscriptionStage } from '@parasol/core';
import { AdvanceSubscription, SandboxPayment } from '@parasol/core/internal';
import { aSubscriptionRecord } from '@parasol/port-contracts';
import { NOON, TestClock } from '../api/fakes.js';
import { FakeSubscriptionStore } from '../subscriptions/fake-subscription-store.js';

const ID = 'sub_contract0000000000000001';

/** The store, recording every stage it is asked to write. */
class RecordingStore extends FakeSubscriptionStore {
  readonly written: SubscriptionStage[] = [];
  override async replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean> {
    const done = await super.replace(record, expectedVersion);
    if (done) this.written.push(record.stage);
    return done;
  }
}

async function aSubscriptionAt(stage: SubscriptionStage, overrides: Partial<SubscriptionRecord> = {}) {
  const store = new RecordingStore();
  const clock = new TestClock(NOON);
  await store.create(aSubscriptionRecord({ stage, mode: 'sandbox', offerId: 9001, createdAt: NOON - 1000, updatedAt: NOON - 1000, expiresAt: NOON + 86_400_000, ...overrides }));
  return { store, pay: new SandboxPayment(store, new AdvanceSubscription(store, clock), clock) };
}

describe('SandboxPayment (the embedded funnel\'s payment step)', () => {
  it('moves a presubscribed subscription through paid to subscribed, one forward move each', async () => {
    const { store, pay } = await aSubscriptionAt('presubscribed');
    const paid = await pay.run(ID);
    expect(paid.ok && paid.value.stage).to.equal('subscribed');
    expect(store.written).to.deep.equal(['paid', 'subscribed']);
    expect((await store.get(ID))?.offerId, 'the chosen offer stays').to.equal(9001);
  });

  it('refuses to pay before the presubscribe form, and an expired presubscription', async () => {
    expect(await (await aSubscriptionAt('quoting')).pay.run(ID)).to.deep.equal({ ok: false, refusal: { reason: 'stage', stage: 'quoting' } });
    const expired = await aSubscriptionAt('presubscribed', { expiresAt: NOON - 1 });
    expect(await expired.pay.run(ID)).to.deep.equal({ ok: false, refusal: { reason: 'expired' } });
    expect(expired.store.written).to.deep.equal([]);
  });

  it('never sells a live subscription for free: live checkout pays it, or nothing does', async () => {
    const live = await aSubscriptionAt('presubscribed', { mode: 'live' });
    expect(await live.pay.run(ID)).to.deep.equal({ ok: false, refusal: { reason: 'purchase-unavailable' } });
    expect(live.store.written).to.deep.equal([]);
  });

  it('is an idempotent success once paid: a paid one is finished, a subscribed one left as it is', async () => {
    const subscribed = await aSubscriptionAt('subscribed');
    expect((await subscribed.pay.run(ID)).ok).to.equal(true);
    expect(subscribed.store.written).to.deep.equal([]);
    const paid = await aSubscriptionAt('paid');
    expect((await paid.pay.run(ID)).ok).to.equal(true);
    expect(paid.store.written).to.deep.equal(['subscribed']);
  });

  it('ends concurrent payments of one subscription (a double click) all successful, subscribed once', async () => {
    const { store, pay } = await aSubscriptionAt('presubscribed');
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => pay.run(ID)));
    expect(outcomes.every((o) => o.ok)).to.equal(true);
    expect(store.written.filter((s) => s === 'subscribed')).to.have.length(1);
    expect((await store.get(ID))?.stage).to.equal('subscribed');
  });
});
