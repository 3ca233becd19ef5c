import { expect } from 'chai';
import fc from 'fast-check';
import type { WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import { aSealedSecret } from './record-factories.js';
import { casScenario, type CasAttempt } from './cas-model.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/** A webhook endpoint as the stores see it: an opaque document (its sealed secret only needs the shape). */
export const aWebhookEndpointRecord = (overrides: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord => ({
  endpointId: 'we_contract000000000000001',
  partnerCode: 'acme',
  mode: 'sandbox',
  url: 'https://hooks.acme.example/parasol',
  events: ['sale.booked', 'sale.cancelled'],
  status: 'enabled',
  secrets: [aSealedSecret()],
  createdAt: 1_700_000_000_000,
  version: 1,
  ...overrides,
});

/**
 * What every WebhookEndpointStore adapter must do (core/src/ports/webhook-endpoint-store.ts).
 * Call it from an adapter's test file: `webhookEndpointStoreContract('MongoWebhookEndpointStore',
 * () => makeStore())`; `make` must return an empty store each time it is called.
 */
export const webhookEndpointStoreCases: readonly ContractCase<WebhookEndpointStore>[] = [
  {
    title: 'knows nothing of an id it was never given',
    run: async (store) => {
      expect(await store.get('we_neverCreated')).to.equal(undefined);
      expect(await store.listByPartner('acme', 'sandbox')).to.deep.equal([]);
    },
  },
  {
    title: 'creates an absent endpoint and returns it whole, optional fields included',
    run: async (store) => {
      const record = aWebhookEndpointRecord({
        description: 'orders service',
        status: 'disabled',
        disabledAt: 1_700_000_500_000,
        disabledReason: 'every delivery failed for 3 days',
        secrets: [aSealedSecret({ ciphertext: 'bmV3', createdAt: 2 }), aSealedSecret({ retiresAt: 1_700_086_400_000 })],
      });
      expect(await store.create(record)).to.equal(true);
      expect(await store.get(record.endpointId)).to.deep.equal(record);
    },
  },
  {
    title: 'refuses a second create with the same id and keeps the first record',
    run: async (store) => {
      const first = aWebhookEndpointRecord();
      await store.create(first);
      expect(await store.create(aWebhookEndpointRecord({ partnerCode: 'intruder', url: 'https://evil.example/' }))).to.equal(false);
      expect(await store.get(first.endpointId)).to.deep.equal(first);
    },
  },
  {
    title: 'admits exactly one of many concurrent creates of the same id',
    run: async (store) => {
      const attempts = Array.from({ length: 20 }, (_, i) => aWebhookEndpointRecord({ createdAt: i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(attempts[0]!.endpointId)).to.deep.equal(attempts[results.indexOf(true)]);
    },
  },
  {
    title: 'replaces when the stored version is the expected one and the new version is one more',
    run: async (store) => {
      const v1 = aWebhookEndpointRecord();
      await store.create(v1);
      const v2: WebhookEndpointRecord = { ...v1, secrets: [aSealedSecret({ ciphertext: 'cm90YXRlZA==' }), ...v1.secrets], version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.get(v1.endpointId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace that expects a stale version, leaving the record unchanged',
    run: async (store) => {
      const v1 = aWebhookEndpointRecord();
      await store.create(v1);
      const v2 = { ...v1, status: 'disabled' as const, version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.replace({ ...v1, url: 'https://other.example/', version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.endpointId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace whose record version is not expected + 1',
    run: async (store) => {
      const v1 = aWebhookEndpointRecord();
      await store.create(v1);
      for (const version of [0, 1, 3, 42]) {
        expect(await store.replace({ ...v1, status: 'disabled', version }, 1), `version ${version}`).to.equal(false);
      }
      expect(await store.get(v1.endpointId)).to.deep.equal(v1);
    },
  },
  {
    title: 'never creates a record through replace',
    run: async (store) => {
      const record = aWebhookEndpointRecord({ version: 2 });
      expect(await store.replace(record, 1)).to.equal(false);
      expect(await store.get(record.endpointId)).to.equal(undefined);
    },
  },
  {
    title: 'lets exactly one of many concurrent replaces from the same version win',
    run: async (store) => {
      const v1 = aWebhookEndpointRecord();
      await store.create(v1);
      const contenders = Array.from({ length: 20 }, (_, i) => ({ ...v1, createdAt: i, version: 2 }));
      const results = await Promise.all(contenders.map((r) => store.replace(r, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.endpointId)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'removes an endpoint once: true, then false, and it is gone from get and the listing',
    run: async (store) => {
      const kept = aWebhookEndpointRecord({ endpointId: 'we_kept' });
      const removed = aWebhookEndpointRecord({ endpointId: 'we_removed' });
      await store.create(kept);
      await store.create(removed);
      expect(await store.remove('we_removed')).to.equal(true);
      expect(await store.remove('we_removed')).to.equal(false);
      expect(await store.remove('we_neverCreated')).to.equal(false);
      expect(await store.get('we_removed')).to.equal(undefined);
      expect((await store.listByPartner('acme', 'sandbox')).map((e) => e.endpointId)).to.deep.equal(['we_kept']);
      // The id is free again: a create after a remove succeeds.
      expect(await store.create(removed)).to.equal(true);
    },
  },
  {
    title: 'lists one partner’s endpoints of one mode only, oldest first',
    run: async (store) => {
      await store.create(aWebhookEndpointRecord({ endpointId: 'we_c', createdAt: 30 }));
      await store.create(aWebhookEndpointRecord({ endpointId: 'we_a', createdAt: 10 }));
      await store.create(aWebhookEndpointRecord({ endpointId: 'we_b', createdAt: 20 }));
      await store.create(aWebhookEndpointRecord({ endpointId: 'we_live', mode: 'live', createdAt: 5 }));
      await store.create(aWebhookEndpointRecord({ endpointId: 'we_other', partnerCode: 'other', createdAt: 1 }));
      expect((await store.listByPartner('acme', 'sandbox')).map((e) => e.endpointId)).to.deep.equal(['we_a', 'we_b', 'we_c']);
      expect((await store.listByPartner('acme', 'live')).map((e) => e.endpointId)).to.deep.equal(['we_live']);
      expect((await store.listByPartner('other', 'live')).map((e) => e.endpointId)).to.deep.equal([]);
      expect(await store.listByPartner('acme', 'sandbox')).to.deep.include(aWebhookEndpointRecord({ endpointId: 'we_a', createdAt: 10 }));
    },
  },
  {
    title: 'keeps its own copy: later changes to the caller’s objects do not reach the store',
    run: async (store) => {
      const record = aWebhookEndpointRecord();
      const mutable = structuredClone(record) as unknown as { events: string[]; secrets: { ciphertext: string }[] };
      await store.create(mutable as never);
      mutable.events.push('tampered');
      mutable.secrets[0]!.ciphertext = 'dGFtcGVyZWQ=';
      const fetched = (await store.get(record.endpointId)) as unknown as { events: string[] };
      try {
        fetched.events.push('tampered'); // a store may hand out frozen records instead of copies
      } catch {
        /* frozen: the mutation was refused, which is just as good */
      }
      expect(await store.get(record.endpointId)).to.deep.equal(record);
    },
  },
  {
    title: 'property: a replace succeeds exactly when the compare-and-set model says so',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ expected: fc.nat(6), bump: fc.integer({ min: -1, max: 2 }) }), { maxLength: 15 }), async (attempts: CasAttempt[]) => {
          const fresh = await make();
          const v1 = aWebhookEndpointRecord();
          await fresh.create(v1);
          await casScenario(attempts, v1, (record, expected) => fresh.replace(record, expected), () => fresh.get(v1.endpointId));
        }),
        { numRuns: 40 },
      );
    },
  },
];

export function webhookEndpointStoreContract(name: string, make: StoreFactory<WebhookEndpointStore>): void {
  runContract(`WebhookEndpointStore contract: ${name}`, webhookEndpointStoreCases, make);
}
