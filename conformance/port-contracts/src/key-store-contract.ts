import { expect } from 'chai';
import fc from 'fast-check';
import type { KeyStore } from '@parasol/core';
import { aSealedSecret, anApiKeyRecord } from './record-factories.js';
import { casScenario, type CasAttempt } from './cas-model.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/**
 * What every KeyStore adapter must do (core/src/ports/key-store.ts). Call it from an adapter's
 * test file: `keyStoreContract('MongoKeyStore', () => makeStore())`. `make` must return an
 * empty store each time it is called.
 */
export const keyStoreCases: readonly ContractCase<KeyStore>[] = [
  {
    title: 'knows nothing of an id it was never given',
    run: async (store) => {
      expect(await store.get('ak_test_neverCreated0000')).to.equal(undefined);
    },
  },
  {
    title: 'creates an absent key and returns it whole',
    run: async (store) => {
      const record = anApiKeyRecord({ revokedAt: 1_700_000_100_000, burstPerMinute: 500 });
      expect(await store.create(record)).to.equal(true);
      expect(await store.get(record.keyId)).to.deep.equal(record);
    },
  },
  {
    title: 'refuses a second create with the same id and keeps the first record',
    run: async (store) => {
      const first = anApiKeyRecord();
      await store.create(first);
      const intruder = anApiKeyRecord({ scopes: ['coach'], secrets: [aSealedSecret({ ciphertext: 'b3RoZXI=' })] });
      expect(await store.create(intruder)).to.equal(false);
      expect(await store.get(first.keyId)).to.deep.equal(first);
    },
  },
  {
    title: 'admits exactly one of many concurrent creates of the same id',
    run: async (store) => {
      const attempts = Array.from({ length: 20 }, (_, i) => anApiKeyRecord({ createdAt: i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      const winner = attempts[results.indexOf(true)];
      expect(await store.get(winner!.keyId)).to.deep.equal(winner);
    },
  },
  {
    title: 'replaces when the stored version is the expected one and the new version is one more',
    run: async (store) => {
      const v1 = anApiKeyRecord();
      await store.create(v1);
      const v2 = { ...v1, scopes: ['quotes' as const], version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.get(v1.keyId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace that expects a stale version, leaving the record unchanged',
    run: async (store) => {
      const v1 = anApiKeyRecord();
      await store.create(v1);
      await store.replace({ ...v1, version: 2 }, 1);
      expect(await store.replace({ ...v1, scopes: ['coach'], version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.keyId)).to.deep.equal({ ...v1, version: 2 });
    },
  },
  {
    title: 'refuses a replace whose record version is not expected + 1',
    run: async (store) => {
      const v1 = anApiKeyRecord();
      await store.create(v1);
      for (const version of [0, 1, 3, 42]) {
        expect(await store.replace({ ...v1, revokedAt: 5, version }, 1), `version ${version}`).to.equal(false);
      }
      expect(await store.get(v1.keyId)).to.deep.equal(v1);
    },
  },
  {
    title: 'never creates a record through replace',
    run: async (store) => {
      const record = anApiKeyRecord({ version: 2 });
      expect(await store.replace(record, 1)).to.equal(false);
      expect(await store.get(record.keyId)).to.equal(undefined);
    },
  },
  {
    title: 'lets exactly one of many concurrent replaces from the same version win',
    run: async (store) => {
      const v1 = anApiKeyRecord();
      await store.create(v1);
      const contenders = Array.from({ length: 20 }, (_, i) => ({ ...v1, createdAt: i, version: 2 }));
      const results = await Promise.all(contenders.map((r) => store.replace(r, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.keyId)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'lists the keys of one partner and only those',
    run: async (store) => {
      await store.create(anApiKeyRecord({ keyId: 'ak_test_acme0001', partnerCode: 'acme' }));
      await store.create(anApiKeyRecord({ keyId: 'ak_live_acme0002', mode: 'live', partnerCode: 'acme' }));
      await store.create(anApiKeyRecord({ keyId: 'ak_test_other0001', partnerCode: 'other' }));
      const { partnerCode: _dropped, ...unattributed } = anApiKeyRecord({ keyId: 'ak_test_nobody0001' });
      await store.create(unattributed);
      const ids = (await store.listByPartner('acme')).map((k) => k.keyId).sort();
      expect(ids).to.deep.equal(['ak_live_acme0002', 'ak_test_acme0001']);
      expect(await store.listByPartner('nobody')).to.deep.equal([]);
    },
  },
  {
    title: 'keeps its own copy: later changes to the caller’s objects do not reach the store',
    run: async (store) => {
      const record = anApiKeyRecord();
      const mutable = structuredClone(record) as unknown as { scopes: string[]; secrets: { ciphertext: string }[] };
      await store.create(mutable as never);
      mutable.scopes.push('tampered');
      mutable.secrets[0]!.ciphertext = 'dGFtcGVyZWQ=';
      const fetched = (await store.get(record.keyId)) as unknown as { scopes: string[] };
      try {
        fetched.scopes.push('tampered'); // a store may hand out frozen records instead of copies
      } catch {
        /* frozen: the mutation was refused, which is just as good */
      }
      expect(await store.get(record.keyId)).to.deep.equal(record);
    },
  },
  {
    title: 'property: a replace succeeds exactly when the compare-and-set model says so',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ expected: fc.nat(6), bump: fc.integer({ min: -1, max: 2 }) }), { maxLength: 15 }), async (attempts: CasAttempt[]) => {
          const fresh = await make();
          const v1 = anApiKeyRecord();
          await fresh.create(v1);
          await casScenario(attempts, v1, (record, expected) => fresh.replace(record, expected), () => fresh.get(v1.keyId));
        }),
        { numRuns: 60 },
      );
    },
  },
];

export function keyStoreContract(name: string, make: StoreFactory<KeyStore>): void {
  runContract(`KeyStore contract: ${name}`, keyStoreCases, make);
}
