import type { IdempotencyClaim, IdempotencyClaimRequest, IdempotencyStore, StoredAnswer } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

interface Entry {
  readonly fingerprint: string;
  readonly token: string;
  readonly leaseUntil: number;
  readonly expiresAt: number;
  readonly answer?: StoredAnswer;
}

/** How often, at most, expired entries are dropped (ms of the callers' clock). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Embedded default idempotency keys (core/src/ports/idempotency-store.ts). Each method runs to
 * completion without awaiting, so on Node's single thread a claim's check and write are one step,
 * as MongoDB's insertOne on `_id` is. Answers are kept as frozen copies: a caller changing what it
 * stored or was handed back changes nothing here. Expired entries are swept as claims pass.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  async claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    this.sweep(request.now);
    const id = idOf(request.keyId, request.key);
    const held = this.entries.get(id);
    const live = held !== undefined && held.expiresAt > request.now && (held.answer !== undefined || held.leaseUntil > request.now);
    if (live) return held.answer === undefined ? { kind: 'in-flight', fingerprint: held.fingerprint } : { kind: 'done', fingerprint: held.fingerprint, answer: held.answer };
    this.entries.set(id, { fingerprint: request.fingerprint, token: request.token, leaseUntil: request.leaseUntil, expiresAt: request.expiresAt });
    return { kind: 'claimed' };
  }

  async complete(keyId: string, key: string, token: string, answer: StoredAnswer, expiresAt: number): Promise<boolean> {
    const id = idOf(keyId, key);
    const held = this.entries.get(id);
    if (held === undefined || held.token !== token || held.answer !== undefined) return false;
    this.entries.set(id, { ...held, answer: frozenCopy(answer), expiresAt });
    return true;
  }

  async release(keyId: string, key: string, token: string): Promise<boolean> {
    const id = idOf(keyId, key);
    const held = this.entries.get(id);
    if (held === undefined || held.token !== token || held.answer !== undefined) return false;
    this.entries.delete(id);
    return true;
  }

  /** How many keys are kept (for tests of the sweep). */
  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }
}

/** A newline cannot appear in a key id or a valid idempotency key, so no two pairs share an id. */
const idOf = (keyId: string, key: string): string => `${keyId}\n${key}`;
