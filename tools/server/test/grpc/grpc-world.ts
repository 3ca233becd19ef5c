import { createHash } from 'node:crypto';
import type { BootstrapDocument, Parasol, Random } from '@parasol/core';
import { ManualClock } from '@parasol/adapter-memory';
import { createEmbeddedParasol } from '../../src/index.js';
import { aTripBody } from '@parasol/core/test-support';

/** 2026-03-10T12:00:00Z: mid-day, so no run reaches the next UTC midnight (daily buckets roll there). */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);

/**
 * Deterministic bytes: two worlds built with the same seed draw the same ids, secrets and session
 * tokens in the same order, so their answers to the same calls are equal byte for byte.
 */
export class SeededRandom implements Random {
  private counter = 0;
  constructor(private readonly seed: string) {}
  bytes(length: number): Uint8Array {
    const out = Buffer.alloc(length);
    for (let filled = 0; filled < length; filled += 32) {
      createHash('sha256').update(`${this.seed}:${this.counter++}`).digest().copy(out, filled);
    }
    return out;
  }
}

export const KEYS = {
  all: { keyId: 'ak_test_grpc_all', secret: 'sk_test_grpc-all-secret-0123456789' },
  /** One read a day: the second quote is QUOTA_EXCEEDED. */
  oneRead: { keyId: 'ak_test_grpc_oneread', secret: 'sk_test_grpc-oneread-secret-0123' },
  /** Two calls a minute: the third is RATE_LIMITED. */
  twoPerMinute: { keyId: 'ak_test_grpc_burst2', secret: 'sk_test_grpc-burst2-secret-01234' },
  /** Scope quotes only: the Coach is SCOPE_FORBIDDEN. */
  quotesOnly: { keyId: 'ak_test_grpc_quotes', secret: 'sk_test_grpc-quotes-secret-01234' },
} as const;

export const PARTNER = 'acme';

export const BOOTSTRAP: BootstrapDocument = {
  partners: [{ code: PARTNER, status: 'approved', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'web1', default: true }, { code: 'blog2' }] }],
  keys: [
    { ...KEYS.all, mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partner: PARTNER, quota: { reads: 200, writes: 50, burstPerMinute: 1000 } },
    { ...KEYS.oneRead, mode: 'sandbox', scopes: ['quotes', 'coach'], partner: PARTNER, quota: { reads: 1, writes: 1, burstPerMinute: 1000 } },
    { ...KEYS.twoPerMinute, mode: 'sandbox', scopes: ['quotes'], partner: PARTNER, quota: { reads: 200, writes: 50, burstPerMinute: 2 } },
    { ...KEYS.quotesOnly, mode: 'sandbox', scopes: ['quotes'], partner: PARTNER },
  ],
};

/** The test trip with a party of two going to two countries, the currency spelled out. */
export const TRIP = aTripBody({ arrivalCountries: ['ES', 'IT'], travellers: [{ age: 34 }, { age: 36 }], currency: 'EUR' }) as { startDate: string; endDate: string } & Record<string, unknown>;

/** The embedded default on a manual clock and seeded randomness, loaded with BOOTSTRAP. */
export async function aWorld(seed = 'grpc'): Promise<{ parasol: Parasol; clock: ManualClock }> {
  const clock = new ManualClock(NOON);
  const parasol = createEmbeddedParasol({ clock, random: new SeededRandom(seed), publicUrl: 'https://parasol.example' });
  await parasol.admin.bootstrap(BOOTSTRAP);
  return { parasol, clock };
}
