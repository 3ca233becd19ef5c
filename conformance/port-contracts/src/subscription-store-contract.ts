import { expect } from 'chai';
import fc from 'fast-check';
import type { SubscriptionRecord, SubscriptionStore } from '@parasol/core';
import { aSandboxSubscriptionRecord, aSubscriptionRecord } from './record-factories.js';
import { casScenario, type CasAttempt } from './cas-model.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';
import { tamperWith } from './tamper.js';
import { checkSubscriptionModel, subscriptionCommands } from './subscription-store-model.js';

const SESSION = 'qs_contract0000000000000001';
/** Generation `generation` of `sessionId`, with an id of its own. */
const generationOf = (sessionId: string, generation: number, overrides: Partial<SubscriptionRecord> = {}) =>
  aSubscriptionRecord({ sessionId, generation, subscriptionId: `sub_${sessionId.slice(3)}_g${generation}`, ...overrides });

/**
 * What every SubscriptionStore adapter must do (core/src/ports/subscription-store.ts): the link
 * rules ("50 identical concurrent calls create exactly one subscription", "the session follows
 * the new one after a rollover", "a different session never reaches another's subscription")
 * rest on these guarantees.
 */
export const subscriptionStoreCases: readonly ContractCase<SubscriptionStore>[] = [
  {
    title: 'knows nothing of a session or an id it was never given',
    run: async (store) => {
      expect(await store.current('qs_neverCreated0000')).to.equal(undefined);
      expect(await store.get('sub_neverCreated0000')).to.equal(undefined);
    },
  },
  {
    title: 'creates an absent subscription and returns it whole by id and as the session’s current one',
    run: async (store) => {
      const record = aSubscriptionRecord();
      expect(await store.create(record)).to.equal(true);
      expect(await store.get(record.subscriptionId)).to.deep.equal(record);
      expect(await store.current(record.sessionId)).to.deep.equal(record);
    },
  },
  {
    title: 'keeps a sandbox subscription’s nulls and absent fields as they were (no partner, ref, link, offer or upstream quote)',
    run: async (store) => {
      const record = aSandboxSubscriptionRecord();
      expect(await store.create(record)).to.equal(true);
      const stored = await store.get(record.subscriptionId);
      expect(stored).to.deep.equal(record);
      expect(stored).to.not.have.any.keys('partnerCode', 'upstreamQuoteId');
    },
  },
  {
    title: 'refuses a second create of the same session and generation, and changes nothing',
    run: async (store) => {
      const first = generationOf(SESSION, 0);
      await store.create(first);
      const intruder = generationOf(SESSION, 0, { subscriptionId: 'sub_intruder0001', stage: 'paid', offerId: 9 });
      expect(await store.create(intruder)).to.equal(false);
      expect(await store.current(SESSION)).to.deep.equal(first);
      expect(await store.get(intruder.subscriptionId)).to.equal(undefined);
    },
  },
  {
    title: 'refuses a create whose subscriptionId is taken, even by another session, and changes nothing',
    run: async (store) => {
      const first = generationOf(SESSION, 0);
      await store.create(first);
      const other = generationOf('qs_other0000000000000001', 0, { subscriptionId: first.subscriptionId });
      expect(await store.create(other)).to.equal(false);
      expect(await store.get(first.subscriptionId)).to.deep.equal(first);
      expect(await store.current(other.sessionId)).to.equal(undefined);
    },
  },
  {
    title: 'admits exactly one of 50 concurrent creates of the same session and generation',
    run: async (store) => {
      const attempts = Array.from({ length: 50 }, (_, i) => generationOf(SESSION, 0, { subscriptionId: `sub_race${String(i).padStart(4, '0')}`, createdAt: i }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      const winner = attempts[results.indexOf(true)]!;
      expect(await store.current(SESSION)).to.deep.equal(winner);
      for (const loser of attempts.filter((r) => r !== winner)) expect(await store.get(loser.subscriptionId), loser.subscriptionId).to.equal(undefined);
    },
  },
  {
    title: 'admits exactly one of 50 concurrent rollovers to the same next generation',
    run: async (store) => {
      await store.create(generationOf(SESSION, 0, { stage: 'paid' }));
      const attempts = Array.from({ length: 50 }, (_, i) => generationOf(SESSION, 1, { subscriptionId: `sub_roll${String(i).padStart(4, '0')}` }));
      const results = await Promise.all(attempts.map((r) => store.create(r)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.current(SESSION)).to.deep.equal(attempts[results.indexOf(true)]);
    },
  },
  {
    title: 'answers the highest generation as current, whatever the order of creation or later changes',
    run: async (store) => {
      const [g0, g1, g2] = [0, 1, 2].map((g) => generationOf(SESSION, g));
      await store.create(g0!);
      await store.create(g2!);
      await store.create(g1!); // created last, yet not the highest
      expect(await store.current(SESSION)).to.deep.equal(g2);
      const g0changed = { ...g0!, stage: 'subscribed' as const, updatedAt: g0!.updatedAt + 5, version: 2 };
      expect(await store.replace(g0changed, 1)).to.equal(true); // changed last, yet not the highest
      expect(await store.current(SESSION)).to.deep.equal(g2);
      expect(await store.get(g0!.subscriptionId)).to.deep.equal(g0changed);
    },
  },
  {
    title: 'counts generations as numbers, not text: generation 10 is above generation 9',
    run: async (store) => {
      for (const g of [9, 10, 2]) await store.create(generationOf(SESSION, g));
      expect((await store.current(SESSION))?.generation).to.equal(10);
    },
  },
  {
    title: 'keeps sessions apart: one session never answers with another’s subscription',
    run: async (store) => {
      const mine = generationOf(SESSION, 0);
      const theirs = generationOf('qs_other0000000000000001', 3);
      await store.create(mine);
      await store.create(theirs);
      expect(await store.current(SESSION)).to.deep.equal(mine);
      expect(await store.current(theirs.sessionId)).to.deep.equal(theirs);
      expect(await store.current('qs_contract000000000000000')).to.equal(undefined); // a prefix of a session is no session
    },
  },
  {
    title: 'replaces when the stored version is the expected one and the new version is one more',
    run: async (store) => {
      const v1 = aSubscriptionRecord();
      await store.create(v1);
      const v2 = { ...v1, stage: 'presubscribed' as const, offerId: 77, updatedAt: v1.updatedAt + 1, version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.get(v1.subscriptionId)).to.deep.equal(v2);
      expect(await store.current(v1.sessionId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace that expects a stale version, leaving the record unchanged',
    run: async (store) => {
      const v1 = aSubscriptionRecord();
      await store.create(v1);
      const v2 = { ...v1, stage: 'paid' as const, version: 2 };
      await store.replace(v2, 1);
      expect(await store.replace({ ...v1, offerId: 1, version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.subscriptionId)).to.deep.equal(v2);
    },
  },
  {
    title: 'refuses a replace whose record version is not expected + 1',
    run: async (store) => {
      const v1 = aSubscriptionRecord();
      await store.create(v1);
      for (const version of [0, 1, 3, 42]) {
        expect(await store.replace({ ...v1, stage: 'paid', version }, 1), `version ${version}`).to.equal(false);
      }
      expect(await store.get(v1.subscriptionId)).to.deep.equal(v1);
    },
  },
  {
    title: 'never creates a record through replace',
    run: async (store) => {
      const record = aSubscriptionRecord({ version: 2 });
      expect(await store.replace(record, 1)).to.equal(false);
      expect(await store.get(record.subscriptionId)).to.equal(undefined);
      expect(await store.current(record.sessionId)).to.equal(undefined);
    },
  },
  {
    title: 'refuses a replace that would move a subscription to another session or generation',
    run: async (store) => {
      const v1 = aSubscriptionRecord();
      await store.create(v1);
      expect(await store.replace({ ...v1, sessionId: 'qs_other0000000000000001', version: 2 }, 1)).to.equal(false);
      expect(await store.replace({ ...v1, generation: 1, version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.subscriptionId)).to.deep.equal(v1);
      expect(await store.current(v1.sessionId)).to.deep.equal(v1);
      expect(await store.current('qs_other0000000000000001')).to.equal(undefined);
    },
  },
  {
    title: 'lets exactly one of 50 concurrent replaces from the same version win',
    run: async (store) => {
      const v1 = aSubscriptionRecord();
      await store.create(v1);
      const contenders = Array.from({ length: 50 }, (_, i) => ({ ...v1, offerId: i, version: 2 }));
      const results = await Promise.all(contenders.map((r) => store.replace(r, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.subscriptionId)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'keeps its own copy: changing the object given to create, or one returned by get or current, does not reach the store',
    run: async (store) => {
      const record = aSubscriptionRecord();
      const given = structuredClone(record);
      await store.create(given);
      tamperWith(given);
      tamperWith(await store.get(record.subscriptionId));
      tamperWith(await store.current(record.sessionId));
      expect(await store.get(record.subscriptionId)).to.deep.equal(record);
      const v2 = { ...record, stage: 'paid' as const, version: 2 };
      const givenToReplace = structuredClone(v2);
      await store.replace(givenToReplace, 1);
      tamperWith(givenToReplace);
      expect(await store.current(record.sessionId)).to.deep.equal(v2);
    },
  },
  {
    title: 'property: a replace succeeds exactly when the compare-and-set model says so',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ expected: fc.nat(6), bump: fc.integer({ min: -1, max: 2 }) }), { maxLength: 15 }), async (attempts: CasAttempt[]) => {
          const fresh = await make();
          const v1 = aSubscriptionRecord();
          await fresh.create(v1);
          await casScenario(attempts, v1, (record, expected) => fresh.replace(record, expected), () => fresh.get(v1.subscriptionId));
        }),
        { numRuns: 60 },
      );
    },
  },
  {
    title: 'property: any sequence of creates, replaces and reads answers as a plain map of subscriptions does',
    run: async (_store, make) => {
      await fc.assert(
        fc.asyncProperty(subscriptionCommands, async (commands) => checkSubscriptionModel(await make(), commands)),
        { numRuns: 100 },
      );
    },
  },
];

export function subscriptionStoreContract(name: string, make: StoreFactory<SubscriptionStore>): void {
  runContract(`SubscriptionStore contract: ${name}`, subscriptionStoreCases, make);
}
