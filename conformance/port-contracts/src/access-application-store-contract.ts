import { expect } from 'chai';
import type { AccessApplicationStore } from '@parasol/core';
import { anApplication } from './console-records.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/** What every AccessApplicationStore adapter must do (core/src/ports/access-application-store.ts). */
export const accessApplicationStoreCases: readonly ContractCase<AccessApplicationStore>[] = [
  {
    title: 'creates an application and returns it whole; an unknown id is undefined',
    run: async (store) => {
      const application = anApplication();
      expect(await store.create(application)).to.equal(true);
      expect(await store.get(application.applicationId)).to.deep.equal(application);
      expect(await store.get('app_none')).to.equal(undefined);
    },
  },
  {
    title: 'refuses a second create of the same id',
    run: async (store) => {
      await store.create(anApplication());
      expect(await store.create(anApplication({ partnerCode: 'beta' }))).to.equal(false);
      expect((await store.get('app_0001'))?.partnerCode).to.equal('acme');
    },
  },
  {
    title: 'decides by compare-and-set: one of two concurrent decisions wins, a stale one loses',
    run: async (store) => {
      const v1 = anApplication();
      await store.create(v1);
      const approve = { ...v1, status: 'approved' as const, decidedBy: 'usr_op', decidedAt: 5, quota: { reads: 10_000, writes: 2_000 }, commissionBps: 1500, version: 2 };
      const refuse = { ...v1, status: 'refused' as const, decidedBy: 'usr_op2', decidedAt: 5, refusalReason: 'No registration number.', version: 2 };
      const results = await Promise.all([store.replace(approve, 1), store.replace(refuse, 1)]);
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.applicationId)).to.deep.equal(results[0] ? approve : refuse);
      expect(await store.replace({ ...v1, version: 4 }, 2)).to.equal(false);
      expect(await store.replace({ ...anApplication({ applicationId: 'app_x' }), version: 2 }, 1)).to.equal(false);
      expect(await store.get('app_x')).to.equal(undefined);
    },
  },
  {
    title: 'lists one partner’s applications newest first, and one status oldest first',
    run: async (store) => {
      await store.create(anApplication({ applicationId: 'app_1', submittedAt: 1, status: 'refused' }));
      await store.create(anApplication({ applicationId: 'app_3', submittedAt: 3 }));
      await store.create(anApplication({ applicationId: 'app_2', submittedAt: 2, partnerCode: 'beta' }));
      expect((await store.listByPartner('acme')).map((a) => a.applicationId)).to.deep.equal(['app_3', 'app_1']);
      expect((await store.listByStatus('pending')).map((a) => a.applicationId)).to.deep.equal(['app_2', 'app_3']);
      expect(await store.listByStatus('approved')).to.deep.equal([]);
    },
  },
];

export function accessApplicationStoreContract(name: string, make: StoreFactory<AccessApplicationStore>): void {
  runContract(`AccessApplicationStore contract: ${name}`, accessApplicationStoreCases, make);
}
