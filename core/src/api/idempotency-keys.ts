import { createHash } from 'node:crypto';
import { inject, injectable, optional } from 'inversify';
import type { Endpoint } from '../contract/endpoints.js';
import type { SignedCall } from '../contract/signed-call.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore, type StoredAnswer } from '../ports/idempotency-store.js';
import type { Failure } from '../shared/result.js';

/** How long an answer is replayed for its key (docs/api-guide.md, "Idempotency keys"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
/** How long a claim stands without an answer before another request may take the key over (its instance died). */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** The longest key accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** What a retry of a request still running waits before trying again. */
const IN_FLIGHT_RETRY_SECONDS = 1;
/** Printable ASCII without spaces: what a header carries intact through every proxy (a UUID, a ULID, an order id). */
const KEY_SHAPE = /^[\x21-\x7e]+$/;

/** Where a call stands with its idempotency key, decided before its operation runs. */
export type IdempotencyStanding =
  /** No key sent, or an endpoint that takes none: run as usual. */
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly failure: Failure; readonly retryAfterSeconds?: number }
  /** The same request was answered under this key: answer that again, nothing runs. */
  | { readonly kind: 'replay'; readonly answer: StoredAnswer }
  /** This call holds the key: run it, then `keep` its answer or `giveBack` the key. */
  | { readonly kind: 'claimed'; keep(answer: StoredAnswer): Promise<void>; giveBack(): Promise<void> };

const NONE: IdempotencyStanding = { kind: 'none' };

/**
 * Idempotency keys, as Stripe has them: a write sent with `Idempotency-Key` is answered once and
 * that answer replayed to every retry with the same key and the same request for 24 hours; the
 * same key with another request is refused (409 IDEMPOTENCY_KEY_REUSED), and a retry while the
 * first is still running is told to wait (409 IDEMPOTENCY_KEY_IN_USE, Retry-After 1). Keys belong
 * to the API key that sent them. Only answers the operation decided are kept (a success or its
 * refusal, never a 5xx: a storage outage's outcome is unknown, so the key is given back and the
 * retry runs again), and a call refused before its operation runs (signature, scope, validation,
 * limits) claims nothing, so it can be corrected and sent again under the same key.
 */
@injectable()
export class IdempotencyKeys {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(IDEMPOTENCY_STORE) @optional() private readonly store: IdempotencyStore | undefined,
  ) {}

  /** Decides before the operation runs; `keyId` is the authenticated caller's. */
  async standing(endpoint: Endpoint, call: SignedCall, keyId: string): Promise<IdempotencyStanding> {
    const key = call.idempotencyKey;
    if (key === undefined || endpoint.idempotencyKey !== true) return NONE;
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY_SHAPE.test(key)) {
      return refused('IDEMPOTENCY_KEY_INVALID', `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters without spaces (a UUID, for example).`);
    }
    const store = this.store;
    if (store === undefined) return refused('IDEMPOTENCY_KEY_INVALID', 'This server keeps no idempotency keys: send the request without Idempotency-Key.');
    const fingerprint = fingerprintOf(call);
    const token = Buffer.from(this.random.bytes(16)).toString('hex');
    const now = this.clock.now();
    const claim = await store.claim({ keyId, key, fingerprint, token, now, leaseUntil: now + IDEMPOTENCY_LEASE_MS, expiresAt: now + IDEMPOTENCY_WINDOW_MS });
    if (claim.kind !== 'claimed' && claim.fingerprint !== fingerprint) {
      return refused('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request (method, path, query or body) in the last 24 hours: use a new key for a new request.');
    }
    if (claim.kind === 'in-flight') {
      return refused('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being answered: retry after Retry-After to get its answer.', IN_FLIGHT_RETRY_SECONDS);
    }
    if (claim.kind === 'done') return { kind: 'replay', answer: claim.answer };
    return {
      kind: 'claimed',
      keep: async (answer) => {
        // Lost to a takeover (this call outlived its lease): the answer stands, the key is the other's.
        await store.complete(keyId, key, token, answer, this.clock.now() + IDEMPOTENCY_WINDOW_MS);
      },
      giveBack: async () => {
        await store.release(keyId, key, token);
      },
    };
  }
}

const refused = (code: 'IDEMPOTENCY_KEY_INVALID' | 'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_KEY_IN_USE', detail: string, retryAfterSeconds?: number): IdempotencyStanding =>
  retryAfterSeconds === undefined ? { kind: 'refused', failure: { code, detail } } : { kind: 'refused', failure: { code, detail }, retryAfterSeconds };

/**
 * What the request asked: its method, path, query (sorted) and exact body bytes. A retry signs a
 * new timestamp, so neither the signature nor the timestamp is part of it.
 */
export const fingerprintOf = (call: SignedCall): string => {
  const hash = createHash('sha256');
  hash.update(`${call.method.toUpperCase()} ${call.path}\n`);
  // Length-prefixed, so no name or value can pass for two.
  for (const name of Object.keys(call.query).sort()) {
    const value = call.query[name] ?? '';
    hash.update(`${name.length}:${name}=${value.length}:${value}\n`);
  }
  hash.update('\n');
  hash.update(call.rawBody);
  return hash.digest('base64url');
};
