import { expect } from 'chai';
import type { IdempotencyClaimRequest, IdempotencyStore } from '@parasol/core';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const T0 = Date.UTC(2026, 10, 27, 12);
const LEASE = 60_000;
const DAY = 86_400_000;

const aClaim = (over: Partial<IdempotencyClaimRequest> = {}): IdempotencyClaimRequest => ({
  keyId: 'ak_test_contract',
  key: 'key-1',
  fingerprint: 'fp-a',
  token: 'token-a',
  now: T0,
  leaseUntil: T0 + LEASE,
  expiresAt: T0 + DAY,
  ...over,
});

const ANSWER = { status: 201, body: { subscriptionId: 'sub_1', meta: { apiVersion: '1.0.0', '$odd.name': ['kept'] } } };

/** What every IdempotencyStore must do (core/src/ports/idempotency-store.ts). */
export const idempotencyStoreCases: readonly ContractCase<IdempotencyStore>[] = [
  {
    title: 'a first claim holds the key; a second one, with any request, sees it in flight with the first fingerprint',
    run: async (store) => {
      expect(await store.claim(aClaim())).to.deep.equal({ kind: 'claimed' });
      expect(await store.claim(aClaim({ token: 'token-b', fingerprint: 'fp-b', now: T0 + 1000 }))).to.deep.equal({ kind: 'in-flight', fingerprint: 'fp-a' });
    },
  },
  {
    title: 'a completed claim is given back as done, body and code exactly (names MongoDB treats specially included)',
    run: async (store) => {
      await store.claim(aClaim());
      expect(await store.complete('ak_test_contract', 'key-1', 'token-a', { ...ANSWER, code: 'SOME_CODE' }, T0 + DAY)).to.equal(true);
      expect(await store.claim(aClaim({ token: 'token-b', now: T0 + 5000 }))).to.deep.equal({ kind: 'done', fingerprint: 'fp-a', answer: { ...ANSWER, code: 'SOME_CODE' } });
      await store.claim(aClaim({ key: 'key-2' }));
      await store.complete('ak_test_contract', 'key-2', 'token-a', ANSWER, T0 + DAY);
      expect(await store.claim(aClaim({ key: 'key-2', token: 'token-c' }))).to.deep.equal({ kind: 'done', fingerprint: 'fp-a', answer: ANSWER });
    },
  },
  {
    title: 'keys belong to their key id: the same key under another key id is another record',
    run: async (store) => {
      await store.claim(aClaim());
      expect(await store.claim(aClaim({ keyId: 'ak_test_other', token: 'token-b' }))).to.deep.equal({ kind: 'claimed' });
    },
  },
  {
    title: 'a released claim frees the key for the next request',
    run: async (store) => {
      await store.claim(aClaim());
      expect(await store.release('ak_test_contract', 'key-1', 'token-a')).to.equal(true);
      expect(await store.claim(aClaim({ token: 'token-b', fingerprint: 'fp-b' }))).to.deep.equal({ kind: 'claimed' });
    },
  },
  {
    title: 'only the token holding the claim completes or releases it; a done record is never released',
    run: async (store) => {
      await store.claim(aClaim());
      expect(await store.complete('ak_test_contract', 'key-1', 'token-x', ANSWER, T0 + DAY)).to.equal(false);
      expect(await store.release('ak_test_contract', 'key-1', 'token-x')).to.equal(false);
      expect(await store.complete('ak_test_contract', 'key-1', 'token-a', ANSWER, T0 + DAY)).to.equal(true);
      expect(await store.release('ak_test_contract', 'key-1', 'token-a')).to.equal(false);
      expect(await store.complete('ak_test_contract', 'key-1', 'token-a', { status: 200, body: {} }, T0 + DAY)).to.equal(false);
      expect(await store.claim(aClaim({ token: 'token-b' }))).to.deep.include({ kind: 'done' });
      expect(await store.release('ak_test_contract', 'nobody', 'token-a')).to.equal(false);
    },
  },
  {
    title: 'a claim in flight past its lease is taken over; the old token can then neither complete nor release',
    run: async (store) => {
      await store.claim(aClaim());
      const later = T0 + LEASE + 1;
      expect(await store.claim(aClaim({ token: 'token-b', fingerprint: 'fp-b', now: later, leaseUntil: later + LEASE }))).to.deep.equal({ kind: 'claimed' });
      expect(await store.complete('ak_test_contract', 'key-1', 'token-a', ANSWER, later + DAY)).to.equal(false);
      expect(await store.release('ak_test_contract', 'key-1', 'token-a')).to.equal(false);
      expect(await store.complete('ak_test_contract', 'key-1', 'token-b', ANSWER, later + DAY)).to.equal(true);
      expect(await store.claim(aClaim({ token: 'token-c', now: later + 1 }))).to.deep.equal({ kind: 'done', fingerprint: 'fp-b', answer: ANSWER });
    },
  },
  {
    title: 'a done record lives until its expiry, then the key is free again',
    run: async (store) => {
      await store.claim(aClaim());
      await store.complete('ak_test_contract', 'key-1', 'token-a', ANSWER, T0 + DAY);
      expect(await store.claim(aClaim({ token: 'token-b', now: T0 + DAY - 1 }))).to.deep.include({ kind: 'done' });
      const next = T0 + DAY;
      expect(await store.claim(aClaim({ token: 'token-c', fingerprint: 'fp-c', now: next, leaseUntil: next + LEASE, expiresAt: next + DAY }))).to.deep.equal({ kind: 'claimed' });
    },
  },
  {
    title: 'of 20 concurrent first claims of one key, exactly one holds it',
    run: async (store) => {
      const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claim(aClaim({ token: `token-${i}`, fingerprint: `fp-${i}` }))));
      const held = claims.filter((c) => c.kind === 'claimed');
      expect(held).to.have.length(1);
      const winner = claims.indexOf(held[0]!);
      for (const other of claims.filter((c) => c.kind !== 'claimed')) expect(other).to.deep.equal({ kind: 'in-flight', fingerprint: `fp-${winner}` });
    },
  },
  {
    title: 'of 20 concurrent takeovers of a claim past its lease, exactly one holds it',
    run: async (store) => {
      await store.claim(aClaim());
      const later = T0 + LEASE + 1;
      const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claim(aClaim({ token: `token-${i}`, fingerprint: 'fp-b', now: later, leaseUntil: later + LEASE }))));
      expect(claims.filter((c) => c.kind === 'claimed')).to.have.length(1);
      expect(claims.filter((c) => c.kind === 'in-flight')).to.have.length(19);
    },
  },
  {
    title: 'what a caller keeps of an answer it stored or was given changes nothing stored',
    run: async (store) => {
      const body = { subscriptionId: 'sub_1', list: [1, 2] };
      await store.claim(aClaim());
      await store.complete('ak_test_contract', 'key-1', 'token-a', { status: 201, body }, T0 + DAY);
      body.list.push(3);
      const first = await store.claim(aClaim({ token: 'token-b' }));
      try {
        if (first.kind === 'done') (first.answer.body as { list: number[] }).list.push(4);
      } catch {
        // A frozen answer refuses the change: as good.
      }
      expect(await store.claim(aClaim({ token: 'token-c' }))).to.deep.equal({ kind: 'done', fingerprint: 'fp-a', answer: { status: 201, body: { subscriptionId: 'sub_1', list: [1, 2] } } });
    },
  },
];

export function idempotencyStoreContract(name: string, make: StoreFactory<IdempotencyStore>): void {
  runContract(`IdempotencyStore contract: ${name}`, idempotencyStoreCases, make);
}
