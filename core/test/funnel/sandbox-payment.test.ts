import { expect } from 'chai';
import { type FunnelSaleBook, type PaymentAmount, type PolicyIssuer, type SubscriptionRecord, type SubscriptionStage } from '@parasol/core';
import { AdvanceSubscription, SandboxPayment, type RepriceSubscription } from '@parasol/core/internal';
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

const PREMIUM: PaymentAmount = { amountMinor: 4_250, currency: 'EUR' };

/** The re-rating the payment page showed: offer 9001 at PREMIUM. */
const reprice = { run: () => Promise.resolve({ ok: true, value: { offers: [{ id: 9001, price: { amountInCents: PREMIUM.amountMinor, currency: PREMIUM.currency } }] } }) } as unknown as RepriceSubscription;

/** An issuer answering one policy per subscription, and a sale book keyed by subscription id, both counting their calls. */
const aLoop = () => {
  const booked = new Map<string, PaymentAmount>();
  const calls = { issued: 0, booked: 0 };
  const issuer: PolicyIssuer = {
    issue: (request) => {
      calls.issued++;
      return Promise.resolve({ outcome: 'issued', policy: { policyNumber: `SBX-${request.subscription.subscriptionId.slice(-4)}`, documentUrls: [] } });
    },
    cancel: () => Promise.resolve({ outcome: 'cancelled' }),
  };
  const sales: FunnelSaleBook = {
    book: (subscription, premium) => {
      calls.booked++;
      if (!booked.has(subscription.subscriptionId)) booked.set(subscription.subscriptionId, premium);
      return Promise.resolve();
    },
    reverse: () => Promise.resolve(),
  };
  return { booked, calls, issuer, sales };
};

async function aSubscriptionAt(stage: SubscriptionStage, overrides: Partial<SubscriptionRecord> = {}) {
  const store = new RecordingStore();
  const clock = new TestClock(NOON);
  await store.create(aSubscriptionRecord({ stage, mode: 'sandbox', offerId: 9001, createdAt: NOON - 1000, updatedAt: NOON - 1000, expiresAt: NOON + 86_400_000, ...overrides }));
  const loop = aLoop();
  return { store, loop, pay: new SandboxPayment(store, new AdvanceSubscription(store, clock), reprice, clock, loop.issuer, loop.sales) };
}

describe('SandboxPayment (the embedded funnel\'s payment step)', () => {
  it('moves a presubscribed subscription through paid to subscribed, one forward move each', async () => {
    const { store, pay } = await aSubscriptionAt('presubscribed');
    const paid = await pay.run(ID);
    expect(paid.ok && paid.value.stage).to.equal('subscribed');
    expect(store.written).to.deep.equal(['paid', 'subscribed']);
    expect((await store.get(ID))?.offerId, 'the chosen offer stays').to.equal(9001);
  });

  it('issues the sandbox policy, books the sale at the re-rated premium, then writes subscribed with the policy', async () => {
    const { store, pay, loop } = await aSubscriptionAt('presubscribed');
    await pay.run(ID);
    expect(loop.calls).to.deep.equal({ issued: 1, booked: 1 });
    expect([...loop.booked]).to.deep.equal([[ID, PREMIUM]]);
    expect((await store.get(ID))?.policy).to.deep.equal({ policyNumber: `SBX-${ID.slice(-4)}`, documentUrls: [] });
  });

  it('issues and books nothing when the insurer refuses, and stays paid for a later submit', async () => {
    const { store, pay, loop } = await aSubscriptionAt('presubscribed');
    loop.issuer.issue = () => Promise.resolve({ outcome: 'refused', reason: 'no' });
    expect(await pay.run(ID)).to.deep.equal({ ok: false, refusal: { reason: 'purchase-unavailable' } });
    expect(loop.calls.booked).to.equal(0);
    expect((await store.get(ID))?.stage).to.equal('paid');
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
    expect(subscribed.loop.calls, 'subscribed means issued and booked: nothing is asked again').to.deep.equal({ issued: 0, booked: 0 });
    const paid = await aSubscriptionAt('paid');
    expect((await paid.pay.run(ID)).ok).to.equal(true);
    expect(paid.store.written).to.deep.equal(['subscribed']);
    expect(paid.loop.calls, 'a run stopped after paid is finished: issued and booked').to.deep.equal({ issued: 1, booked: 1 });
  });

  it('ends concurrent payments of one subscription (a double click) all successful, subscribed once', async () => {
    const { store, pay, loop } = await aSubscriptionAt('presubscribed');
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => pay.run(ID)));
    expect(outcomes.every((o) => o.ok)).to.equal(true);
    expect(store.written.filter((s) => s === 'subscribed')).to.have.length(1);
    expect((await store.get(ID))?.stage).to.equal('subscribed');
    expect(loop.booked.size, 'one sale, whatever the number of bookings asked').to.equal(1);
  });
});
