import { expect } from 'chai';
import { idempotencyStoreContract } from '@parasol/port-contracts';
import { MemoryIdempotencyStore } from '../src/index.js';

idempotencyStoreContract('MemoryIdempotencyStore', () => new MemoryIdempotencyStore());

describe('MemoryIdempotencyStore', () => {
  it('drops expired keys as claims pass, at most once a minute', async () => {
    const store = new MemoryIdempotencyStore();
    const t0 = Date.UTC(2026, 10, 27);
    for (let i = 0; i < 5; i++) await store.claim({ keyId: 'k', key: `old-${i}`, fingerprint: 'f', token: 't', now: t0, leaseUntil: t0 + 60_000, expiresAt: t0 + 1000 });
    expect(store.size).to.equal(5);
    await store.claim({ keyId: 'k', key: 'new', fingerprint: 'f', token: 't', now: t0 + 120_000, leaseUntil: t0 + 180_000, expiresAt: t0 + 86_400_000 });
    expect(store.size).to.equal(1);
  });
});
