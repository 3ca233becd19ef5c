import type { ApiKeyRecord } from '../../src/contract/api-key.js';
import type { Clock } from '../../src/ports/clock.js';
import type { CounterReading, CounterStore } from '../../src/ports/counter-store.js';
import type { KeyStore } from '../../src/ports/key-store.js';
import type { PartnerRecord, PartnerStore } from '../../src/ports/partner-store.js';
import type { Random } from '../../src/ports/random.js';
import type { IdempotencyClaim, IdempotencyClaimRequest, IdempotencyStore, StoredAnswer } from '../../src/ports/idempotency-store.js';

/**
 * Tiny in-test implementations of the ports, so core tests never import an adapter (an adapter
 * depends on core). They follow the port contracts in the simplest way that can work, and
 * core/test/ports runs the contracts (@parasol/port-contracts) on them to keep it so. Stores keep
 * and hand out copies, as a database does; `records` is the stored state, for tests to inspect.
 */
export class FakeKeyStore implements KeyStore {
  readonly records = new Map<string, ApiKeyRecord>();
  async get(keyId: string) {
    return structuredClone(this.records.get(keyId));
  }
  async create(record: ApiKeyRecord) {
    if (this.records.has(record.keyId)) return false;
    this.records.set(record.keyId, structuredClone(record));
    return true;
  }
  async replace(record: ApiKeyRecord, expectedVersion: number) {
    const current = this.records.get(record.keyId);
    if (current?.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.keyId, structuredClone(record));
    return true;
  }
  async listByPartner(partnerCode: string) {
    return [...this.records.values()].filter((r) => r.partnerCode === partnerCode).map((r) => structuredClone(r));
  }
}

export class FakePartnerStore implements PartnerStore {
  readonly records = new Map<string, PartnerRecord>();
  async get(code: string) {
    return structuredClone(this.records.get(code));
  }
  async create(record: PartnerRecord) {
    if (this.records.has(record.code)) return false;
    this.records.set(record.code, structuredClone(record));
    return true;
  }
  async replace(record: PartnerRecord, expectedVersion: number) {
    const current = this.records.get(record.code);
    if (current?.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.code, structuredClone(record));
    return true;
  }
}

export class FakeCounterStore implements CounterStore {
  readonly counters = new Map<string, { count: number; expiresAt: number }>();
  async increment(name: string, limit: number, expiresAt: number): Promise<CounterReading> {
    const c = this.counters.get(name) ?? { count: 0, expiresAt };
    if (c.count >= limit) return { admitted: false, count: c.count };
    this.counters.set(name, { count: c.count + 1, expiresAt });
    return { admitted: true, count: c.count + 1 };
  }
  async decrement(name: string) {
    const c = this.counters.get(name);
    if (c && c.count > 0) c.count -= 1;
  }
  async read(name: string, now: number) {
    const c = this.counters.get(name);
    return c && c.expiresAt > now ? c.count : 0;
  }
}

/** A clock that only moves when told to. */
export class TestClock implements Clock {
  constructor(public ms: number) {}
  now() {
    return this.ms;
  }
  advance(ms: number) {
    this.ms += ms;
  }
}

/** Deterministic bytes that never repeat within a test, so generated ids and secrets differ. */
export class SequenceRandom implements Random {
  private next = 1;
  bytes(length: number) {
    return Uint8Array.from({ length }, () => (this.next = (this.next * 75 + 74) % 65_537) & 0xff);
  }
}

/** 2026-03-10T12:00:00Z, on a whole second. */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
export const MASTER_KEY = new Uint8Array(32).fill(7);

/** Idempotency keys in a map, as the port says (no lease takeover races to model in core's tests). */
export class FakeIdempotencyStore implements IdempotencyStore {
  readonly records = new Map<string, { fingerprint: string; token: string; leaseUntil: number; expiresAt: number; answer?: StoredAnswer }>();
  async claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    const id = `${request.keyId}\n${request.key}`;
    const held = this.records.get(id);
    if (held !== undefined && held.expiresAt > request.now && (held.answer !== undefined || held.leaseUntil > request.now)) {
      return held.answer === undefined ? { kind: 'in-flight', fingerprint: held.fingerprint } : { kind: 'done', fingerprint: held.fingerprint, answer: structuredClone(held.answer) };
    }
    this.records.set(id, { fingerprint: request.fingerprint, token: request.token, leaseUntil: request.leaseUntil, expiresAt: request.expiresAt });
    return { kind: 'claimed' };
  }
  async complete(keyId: string, key: string, token: string, answer: StoredAnswer, expiresAt: number) {
    const held = this.records.get(`${keyId}\n${key}`);
    if (held?.token !== token || held.answer !== undefined) return false;
    held.answer = structuredClone(answer);
    held.expiresAt = expiresAt;
    return true;
  }
  async release(keyId: string, key: string, token: string) {
    const held = this.records.get(`${keyId}\n${key}`);
    if (held?.token !== token || held.answer !== undefined) return false;
    return this.records.delete(`${keyId}\n${key}`);
  }
}
