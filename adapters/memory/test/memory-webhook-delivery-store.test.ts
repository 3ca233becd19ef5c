import { expect } from 'chai';
import fc from 'fast-check';
import type { WebhookDeliveryRecord, WebhookDeliveryStatus } from '@parasol/core';
import { aDelivery, webhookDeliveryStoreContract } from '@parasol/port-contracts';
import { MemoryWebhookDeliveryStore } from '../src/index.js';

webhookDeliveryStoreContract('MemoryWebhookDeliveryStore', () => new MemoryWebhookDeliveryStore());

/** A write to the log: create a delivery, or replace one (any field the index reads may change). */
type Write =
  | { readonly kind: 'create'; readonly id: number; readonly endpoint: number; readonly object: number; readonly seq: number; readonly status: WebhookDeliveryStatus }
  | { readonly kind: 'replace'; readonly id: number; readonly endpoint: number; readonly object: number; readonly seq: number; readonly status: WebhookDeliveryStatus; readonly stale: boolean };

const status = fc.constantFrom<WebhookDeliveryStatus>('pending', 'pending', 'succeeded', 'failed');
const fields = { id: fc.integer({ min: 0, max: 7 }), endpoint: fc.integer({ min: 0, max: 1 }), object: fc.integer({ min: 0, max: 2 }), seq: fc.integer({ min: 0, max: 4 }), status };
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), ...fields }),
  // Mostly the fields of a real replace (same endpoint, object and seq); sometimes moved, to pin the index's bookkeeping.
  fc.record({ kind: fc.constant('replace' as const), ...fields, stale: fc.boolean() }),
);

const recordOf = (w: Write, version: number): WebhookDeliveryRecord => {
  const { nextAttemptAt: _n, ...settled } = aDelivery({ deliveryId: `whd_${w.id}`, endpointId: `we_${w.endpoint}`, orderKey: `sale_${w.object}`, seq: w.seq, status: w.status, version });
  return w.status === 'pending' ? aDelivery({ deliveryId: `whd_${w.id}`, endpointId: `we_${w.endpoint}`, orderKey: `sale_${w.object}`, seq: w.seq, version }) : settled;
};

describe('MemoryWebhookDeliveryStore: pendingBefore by its index (fast-check)', () => {
  it('answers as a scan of every delivery would, after any sequence of creates and replaces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 40 }), async (writes) => {
        const store = new MemoryWebhookDeliveryStore();
        for (const w of writes) {
          const current = await store.get(`whd_${w.id}`);
          if (w.kind === 'create') await store.create(recordOf(w, 1));
          else if (current !== undefined) {
            const expected = w.stale ? current.version - 1 : current.version;
            await store.replace(recordOf(w, expected + 1), expected);
          }
        }
        // The plain scan: every record the store holds, read back one by one.
        const all = (await Promise.all(Array.from({ length: 8 }, (_, id) => store.get(`whd_${id}`)))).filter((d) => d !== undefined);
        for (let endpoint = 0; endpoint < 3; endpoint++)
          for (let object = 0; object < 4; object++)
            for (let seq = 0; seq <= 5; seq++) {
              const scanned = all.filter((d) => d.status === 'pending' && d.endpointId === `we_${endpoint}` && d.orderKey === `sale_${object}` && d.seq < seq);
              const found = await store.pendingBefore(`we_${endpoint}`, `sale_${object}`, seq);
              const where = `we_${endpoint} sale_${object} before ${seq}`;
              // The first by seq; between equal seqs (never so in a real log) any of them.
              if (scanned.length === 0) expect(found, where).to.equal(undefined);
              else expect(found, where).to.be.oneOf(scanned.filter((d) => d.seq === Math.min(...scanned.map((s) => s.seq))));
            }
      }),
      { numRuns: 300 },
    );
  });
});
