import { expect } from 'chai';
import type { DueSkip, WebhookDeliveryRecord, WebhookDeliveryStore } from '@parasol/core';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const T0 = Date.UTC(2026, 2, 10, 12);

/** A pending delivery, due at T0, unleased; fields overridden by `changes`. */
export const aDelivery = (changes: Partial<WebhookDeliveryRecord> = {}): WebhookDeliveryRecord => ({
  deliveryId: 'whd_1',
  eventId: 'evt_1',
  endpointId: 'we_1',
  partnerCode: 'acme',
  mode: 'sandbox',
  type: 'sale.booked',
  orderKey: 'sale_1',
  seq: 0,
  payload: '{"id":"evt_1"}',
  eventAt: T0,
  createdAt: T0,
  status: 'pending',
  attempts: [],
  nextAttemptAt: T0,
  version: 1,
  ...changes,
});

/**
 * What every WebhookDeliveryStore adapter must do (core/src/ports/webhook-delivery-store.ts).
 * `make` must return an empty store each time it is called.
 */
export const webhookDeliveryStoreCases: readonly ContractCase<WebhookDeliveryStore>[] = [
  {
    title: 'creates a delivery once and returns it whole; a second create of the id writes nothing',
    run: async (store) => {
      const first = aDelivery({ attempts: [{ at: T0, durationMs: 12, httpStatus: 503, error: 'http 503' }] });
      expect(await store.get('whd_1')).to.equal(undefined);
      expect(await store.create(first)).to.equal(true);
      expect(await store.create(aDelivery({ payload: 'other' }))).to.equal(false);
      expect(await store.get('whd_1')).to.deep.equal(first);
    },
  },
  {
    title: 'admits exactly one of many concurrent creates of the same id',
    run: async (store) => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.create(aDelivery({ createdAt: T0 + i }))));
      expect(results.filter(Boolean)).to.have.length(1);
    },
  },
  {
    title: 'replaces by compare-and-set on version: one of two racing writers wins, a stale or skipped version loses',
    run: async (store) => {
      await store.create(aDelivery());
      const a = aDelivery({ leaseOwner: 'a', leaseUntil: T0 + 60_000, version: 2 });
      const b = aDelivery({ leaseOwner: 'b', leaseUntil: T0 + 60_000, version: 2 });
      const results = await Promise.all([store.replace(a, 1), store.replace(b, 1)]);
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.replace(aDelivery({ version: 4 }), 2), 'a version skipped').to.equal(false);
      expect(await store.replace(aDelivery({ deliveryId: 'whd_none', version: 2 }), 1), 'an unknown id').to.equal(false);
      expect((await store.get('whd_1'))!.leaseOwner).to.equal(results[0] ? 'a' : 'b');
    },
  },
  {
    title: 'a replace can remove fields: a released lease is gone, not null',
    run: async (store) => {
      await store.create(aDelivery({ leaseOwner: 'a', leaseUntil: T0 + 1 }));
      const { leaseOwner: _o, leaseUntil: _u, nextAttemptAt: _n, ...released } = aDelivery({ status: 'succeeded', version: 2 });
      expect(await store.replace(released, 1)).to.equal(true);
      expect(await store.get('whd_1')).to.deep.equal(released);
    },
  },
  {
    title: 'due: pending deliveries due at now whose lease ran out, earliest first, at most limit',
    run: async (store) => {
      await store.create(aDelivery({ deliveryId: 'whd_later', nextAttemptAt: T0 + 5 }));
      await store.create(aDelivery({ deliveryId: 'whd_early', nextAttemptAt: T0 + 1 }));
      await store.create(aDelivery({ deliveryId: 'whd_future', nextAttemptAt: T0 + 100 }));
      await store.create(aDelivery({ deliveryId: 'whd_leased', nextAttemptAt: T0, leaseOwner: 'x', leaseUntil: T0 + 50 }));
      await store.create(aDelivery({ deliveryId: 'whd_lease_over', nextAttemptAt: T0, leaseOwner: 'x', leaseUntil: T0 + 10 }));
      const { nextAttemptAt: _n, ...settled } = aDelivery({ deliveryId: 'whd_done', status: 'succeeded' });
      await store.create(settled);
      expect((await store.due(T0 + 10, 10)).map((d) => d.deliveryId)).to.deep.equal(['whd_lease_over', 'whd_early', 'whd_later']);
      expect((await store.due(T0 + 10, 2)).map((d) => d.deliveryId)).to.deep.equal(['whd_lease_over', 'whd_early']);
      expect((await store.due(T0 + 100, 10)).map((d) => d.deliveryId)).to.include.members(['whd_leased', 'whd_future']);
    },
  },
  {
    title: 'pendingBefore: the first pending delivery to the same endpoint and order key with a smaller seq, the one a delivery waits for',
    run: async (store) => {
      await store.create(aDelivery({ deliveryId: 'whd_1', seq: 1 }));
      await store.create(aDelivery({ deliveryId: 'whd_0', seq: 0, nextAttemptAt: T0 + 60_000 }));
      await store.create(aDelivery({ deliveryId: 'whd_other_endpoint', endpointId: 'we_2', seq: 1 }));
      await store.create(aDelivery({ deliveryId: 'whd_other_object', orderKey: 'sale_2', seq: 1 }));
      const before = async (endpointId: string, orderKey: string, seq: number) => (await store.pendingBefore(endpointId, orderKey, seq))?.deliveryId;
      expect(await store.pendingBefore('we_1', 'sale_1', 2), 'the whole record, the first of those before').to.deep.equal(aDelivery({ deliveryId: 'whd_0', seq: 0, nextAttemptAt: T0 + 60_000 }));
      expect(await before('we_1', 'sale_1', 1)).to.equal('whd_0');
      expect(await before('we_1', 'sale_1', 0)).to.equal(undefined);
      expect(await before('we_2', 'sale_1', 1)).to.equal(undefined);
      expect(await store.replace(aDelivery({ deliveryId: 'whd_0', status: 'failed', failureReason: 'x', version: 2 }), 1)).to.equal(true);
      expect(await before('we_1', 'sale_1', 1), 'a settled one holds nothing back').to.equal(undefined);
      expect(await before('we_1', 'sale_1', 2), 'the next pending one holds the later back').to.equal('whd_1');
    },
  },
  {
    title: 'due: skips the endpoints and the objects of an endpoint it is told to, whatever is due for them',
    run: async (store) => {
      await store.create(aDelivery({ deliveryId: 'whd_busy_1', endpointId: 'we_busy', nextAttemptAt: T0 - 3 }));
      await store.create(aDelivery({ deliveryId: 'whd_busy_2', endpointId: 'we_busy', orderKey: 'sale_2', nextAttemptAt: T0 - 2 }));
      await store.create(aDelivery({ deliveryId: 'whd_sending', endpointId: 'we_other', orderKey: 'sale_9', seq: 1, nextAttemptAt: T0 - 1 }));
      await store.create(aDelivery({ deliveryId: 'whd_other', endpointId: 'we_other', nextAttemptAt: T0 }));
      await store.create(aDelivery({ deliveryId: 'whd_same_object', endpointId: 'we_third', orderKey: 'sale_9', nextAttemptAt: T0 }));
      const ids = async (limit: number, skip: DueSkip) => (await store.due(T0, limit, skip)).map((d) => d.deliveryId);
      const sending = { endpointId: 'we_other', orderKey: 'sale_9' };
      expect(await ids(1, { endpoints: ['we_busy'], chains: [sending] }), 'what waits does not fill the batch').to.deep.equal(['whd_other']);
      expect(await ids(10, { endpoints: ['we_busy', 'we_third'], chains: [sending] })).to.deep.equal(['whd_other']);
      expect(await ids(10, { chains: [sending, { endpointId: 'we_busy', orderKey: 'sale_2' }] }), 'only that endpoint\'s deliveries of that object').to.have.members(['whd_busy_1', 'whd_other', 'whd_same_object']);
      const all = await ids(10, { endpoints: [], chains: [] });
      expect(all.slice(0, 3), 'nothing skipped: the earliest first').to.deep.equal(['whd_busy_1', 'whd_busy_2', 'whd_sending']);
      expect(all.slice(3)).to.have.members(['whd_other', 'whd_same_object']);
    },
  },
  {
    title: 'pendingBefore follows each delivery through its writes: leased and rescheduled it still holds the next back, settled it no longer does',
    run: async (store) => {
      await store.create(aDelivery({ deliveryId: 'whd_0', seq: 0 }));
      await store.create(aDelivery({ deliveryId: 'whd_1', seq: 1 }));
      await store.create(aDelivery({ deliveryId: 'whd_2', seq: 2 }));
      const before = async (seq: number) => (await store.pendingBefore('we_1', 'sale_1', seq))?.deliveryId;
      expect(await store.replace(aDelivery({ deliveryId: 'whd_0', seq: 0, leaseOwner: 'a', leaseUntil: T0 + 60_000, version: 2 }), 1), 'leased').to.equal(true);
      expect(await before(1), 'a leased delivery is still pending').to.equal('whd_0');
      const rescheduled = aDelivery({ deliveryId: 'whd_0', seq: 0, nextAttemptAt: T0 + 5_000, attempts: [{ at: T0, durationMs: 3, httpStatus: 503 }], version: 3 });
      expect(await store.replace(rescheduled, 2), 'rescheduled').to.equal(true);
      expect(await store.pendingBefore('we_1', 'sale_1', 1), 'a rescheduled delivery is still pending, as written').to.deep.equal(rescheduled);
      const { nextAttemptAt: _n, ...succeeded } = aDelivery({ deliveryId: 'whd_0', seq: 0, status: 'succeeded', version: 4 });
      expect(await store.replace(succeeded, 3), 'settled').to.equal(true);
      expect(await before(1), 'the one before settled').to.equal(undefined);
      expect(await before(2), 'seq 1 is still pending').to.equal('whd_1');
      expect(await store.replace(aDelivery({ deliveryId: 'whd_0', seq: 0, nextAttemptAt: T0, version: 5 }), 4), 'pending again').to.equal(true);
      expect(await before(2), 'pending once more, it comes first again').to.equal('whd_0');
      expect(await store.replace(aDelivery({ deliveryId: 'whd_1', seq: 1, status: 'failed', failureReason: 'x', version: 2 }), 1)).to.equal(true);
      expect(await store.replace(aDelivery({ deliveryId: 'whd_0', seq: 0, status: 'failed', failureReason: 'x', version: 6 }), 5)).to.equal(true);
      expect(await before(2), 'both before it settled').to.equal(undefined);
      expect(await before(3), 'seq 2 is pending').to.equal('whd_2');
    },
  },
  {
    title: "list: a partner's log in one mode, newest first, filtered, paged without repeats or gaps",
    run: async (store) => {
      for (let i = 0; i < 7; i++) {
        await store.create(aDelivery({ deliveryId: `whd_${i}`, createdAt: T0 + Math.floor(i / 2), type: i % 2 ? 'sale.booked' : 'sale.updated', status: i === 3 ? 'failed' : 'pending', endpointId: i === 6 ? 'we_2' : 'we_1' }));
      }
      await store.create(aDelivery({ deliveryId: 'whd_live', mode: 'live' }));
      await store.create(aDelivery({ deliveryId: 'whd_globex', partnerCode: 'globex' }));
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await store.list({ partnerCode: 'acme', mode: 'sandbox', limit: 3, ...(after ? { after } : {}) });
        seen.push(...page.deliveries.map((d) => d.deliveryId));
        if (page.next !== undefined) expect(page.deliveries).to.have.length(3);
        after = page.next;
      } while (after !== undefined);
      expect(seen).to.deep.equal(['whd_6', 'whd_5', 'whd_4', 'whd_3', 'whd_2', 'whd_1', 'whd_0']);
      const filtered = async (q: object) => (await store.list({ partnerCode: 'acme', mode: 'sandbox', limit: 10, ...q })).deliveries.map((d) => d.deliveryId);
      expect(await filtered({ status: 'failed' })).to.deep.equal(['whd_3']);
      expect(await filtered({ endpointId: 'we_2' })).to.deep.equal(['whd_6']);
      expect(await filtered({ type: 'sale.booked' })).to.deep.equal(['whd_5', 'whd_3', 'whd_1']);
    },
  },
];

export const webhookDeliveryStoreContract = (name: string, make: StoreFactory<WebhookDeliveryStore>): void =>
  runContract(`WebhookDeliveryStore contract: ${name}`, webhookDeliveryStoreCases, make);
