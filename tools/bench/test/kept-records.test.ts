import { expect } from 'chai';
import type { WebhookDeliveryRecord } from '@parasol/core';
import { MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { emptyStores } from '../src/kept-records.js';

const delivery = (n: number): WebhookDeliveryRecord => ({
  deliveryId: `whd_${n}`,
  eventId: `evt_${n}`,
  endpointId: 'we_1',
  partnerCode: 'acme',
  mode: 'sandbox',
  type: 'sale.booked',
  orderKey: `sale_${n}`,
  seq: 1,
  payload: '{}',
  eventAt: 0,
  createdAt: 0,
  status: 'pending',
  attempts: [],
  nextAttemptAt: 0,
  version: 1,
});

describe('bench: forgetting the records the memory stores keep (the memory scenario)', () => {
  it('empties every map of a store, its indexes included, and leaves it working', async () => {
    const store = new MemoryWebhookDeliveryStore();
    for (let n = 0; n < 3; n++) await store.create(delivery(n));
    emptyStores([store]);
    expect(await store.get('whd_0')).to.equal(undefined);
    expect(await store.due(1, 10), 'the pending index emptied too').to.deep.equal([]);
    expect(await store.create(delivery(0)), 'the same id is new again').to.equal(true);
    expect((await store.due(1, 10)).map((d) => d.deliveryId)).to.deep.equal(['whd_0']);
  });

  it('reaches a helper the store holds, and leaves frozen values and other fields alone', () => {
    const frozen = Object.freeze([1, 2]);
    const holder = { index: { waiting: new Map([['a', 1]]), seen: new Set([1]), list: [1, 2] }, frozen, name: 'store', count: 2 };
    emptyStores([holder]);
    expect(holder.index.waiting.size).to.equal(0);
    expect(holder.index.seen.size).to.equal(0);
    expect(holder.index.list).to.deep.equal([]);
    expect(holder.frozen).to.deep.equal([1, 2]);
    expect(holder).to.include({ name: 'store', count: 2 });
  });
});
