import { expect } from 'chai';
import fc from 'fast-check';
import type { PartnerStore } from '@parasol/core';
import { aPartnerRecord } from './record-factories.js';
import { casScenario, type CasAttempt } from './cas-model.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/**
 * What every PartnerStore adapter must do (core/src/ports/partner-store.ts). `make` must return
 * an empty store each time it is called.
 */
export const partnerStoreCases: readonly ContractCase<PartnerStore>[] = [
  {
    title: 'knows nothing of a code it was never given',
    run: async (store) => {
      expect(await store.get('nobody')).to.equal(undefined);
    },
  },
  {
    title: 'creates an absent partner and returns it whole, tracked links included',
    run: async (store) => {
      const record = aPartnerRecord({
        status: 'approved',
        commissionBps: 1500,
        links: [
          { code: 'default', archived: false, default: true },
          { code: 'newsletter', archived: true, default: false },
        ],
      });
      expect(await store.create(record)).to.equal(true);
      expect(await store.get(record.code)).to.deep.equal(record);
    },
  },
  {
    title: 'refuses a second create with the same code and keeps the first record',
    run: async (store) => {
      const first = aPartnerRecord();
      await store.create(first);
      expect(await store.create(aPartnerRecord({ status: 'approved', baseRateBps: 0, commissionBps: 0 }))).to.equal(false);
      expect(await store.get(first.code)).to.deep.equal(first);
    },
  },
  {
    title: 'admits exactly one of many concurrent creates of the same code',
    run: async (store) => {
      const attempts = Array.from({ length: 20 }, (_, i) => aPartnerRecord({ createdAt: i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get('acme')).to.deep.equal(attempts[results.indexOf(true)]);
    },
  },
  {
    title: 'replaces when the stored version is the expected one and the new version is one more',
    run: async (store) => {
      const v1 = aPartnerRecord();
      await store.create(v1);
      const v2 = { ...v1, status: 'approved' as const, version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.get(v1.code)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace that expects a stale version, leaving the record unchanged',
    run: async (store) => {
      const v1 = aPartnerRecord();
      await store.create(v1);
      const v2 = { ...v1, commissionBps: 2000, version: 2 };
      await store.replace(v2, 1);
      expect(await store.replace({ ...v1, status: 'approved', version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.code)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace whose record version is not expected + 1',
    run: async (store) => {
      const v1 = aPartnerRecord();
      await store.create(v1);
      for (const version of [0, 1, 3, 42]) {
        expect(await store.replace({ ...v1, status: 'approved', version }, 1), `version ${version}`).to.equal(false);
      }
      expect(await store.get(v1.code)).to.deep.equal(v1);
    },
  },
  {
    title: 'never creates a record through replace',
    run: async (store) => {
      expect(await store.replace(aPartnerRecord({ version: 2 }), 1)).to.equal(false);
      expect(await store.get('acme')).to.equal(undefined);
    },
  },
  {
    title: 'lets exactly one of many concurrent replaces from the same version win',
    run: async (store) => {
      const v1 = aPartnerRecord();
      await store.create(v1);
      const contenders = Array.from({ length: 20 }, (_, i) => ({ ...v1, commissionBps: 1000 + i, version: 2 }));
      const results = await Promise.all(contenders.map((r) => store.replace(r, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.code)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'keeps its own copy: later changes to the caller’s objects do not reach the store',
    run: async (store) => {
      const record = aPartnerRecord();
      const mutable = structuredClone(record) as unknown as { links: { code: string }[] };
      await store.create(mutable as never);
      mutable.links[0]!.code = 'tampered';
      const fetched = (await store.get(record.code)) as unknown as { links: { archived: boolean }[] };
      try {
        fetched.links[0]!.archived = true; // a store may hand out frozen records instead of copies
      } catch {
        /* frozen: the mutation was refused, which is just as good */
      }
      expect(await store.get(record.code)).to.deep.equal(record);
    },
  },
  {
    title: 'property: a replace succeeds exactly when the compare-and-set model says so',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ expected: fc.nat(6), bump: fc.integer({ min: -1, max: 2 }) }), { maxLength: 15 }), async (attempts: CasAttempt[]) => {
          const fresh = await make();
          const v1 = aPartnerRecord();
          await fresh.create(v1);
          await casScenario(attempts, v1, (record, expected) => fresh.replace(record, expected), () => fresh.get(v1.code));
        }),
        { numRuns: 60 },
      );
    },
  },
];

export function partnerStoreContract(name: string, make: StoreFactory<PartnerStore>): void {
  runContract(`PartnerStore contract: ${name}`, partnerStoreCases, make);
}
