/**
 * The answers of writes sent with an `Idempotency-Key` header (api/idempotency-keys.ts), kept 24
 * hours so that a retry of the same request gets the same answer instead of a second write.
 *
 * One record per (keyId, idempotency key): claimed `in-flight` by the first request, with a
 * lease so that a record whose instance died is taken over after the lease, then `done` with the
 * answer. Every change is a single-document operation conditioned on the claim's random `token`,
 * so a request whose lease was taken over can neither complete nor release the new claim.
 *
 * MongoDB: `_id` = `${keyId}\n${key}`; claim = insertOne (a duplicate key, 11000, means a record
 * exists: read it, and take it over by findOneAndUpdate({_id, token: old}) only when its lease or
 * its life has passed); complete = updateOne({_id, token, state: 'in-flight'}); release =
 * deleteOne({_id, token, state: 'in-flight'}); a TTL index on `expiresAt` drops records (the
 * filters, not the TTL monitor, decide what is live). The contract: conformance/port-contracts.
 */
export interface StoredAnswer {
  readonly status: number;
  /** The answer's body as the operation or the pipeline gave it (plain data). */
  readonly body: object;
  /** The catalogue code of a refusal. */
  readonly code?: string;
}

export interface IdempotencyClaimRequest {
  readonly keyId: string;
  readonly key: string;
  /** Hash of what was asked (method, path, query and body): the same key with another request is refused. */
  readonly fingerprint: string;
  /** Random, per request: what complete and release must name. */
  readonly token: string;
  readonly now: number;
  /** Until when the claim stands without an answer (epoch ms). */
  readonly leaseUntil: number;
  /** When the record may be forgotten (epoch ms), 24 hours on. */
  readonly expiresAt: number;
}

export type IdempotencyClaim =
  /** This request holds the key: run it, then complete or release. */
  | { readonly kind: 'claimed' }
  /** Another request with this key is running (its lease not past). */
  | { readonly kind: 'in-flight'; readonly fingerprint: string }
  /** A request with this key was answered: its answer, and what it asked. */
  | { readonly kind: 'done'; readonly fingerprint: string; readonly answer: StoredAnswer };

export interface IdempotencyStore {
  /**
   * Claims the key for this request unless a live record holds it; a record past its lease while
   * in flight, or past `expiresAt`, is taken over (claimed) whatever it asked.
   */
  claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim>;
  /** Stores the answer of the claim `token` holds; false (nothing written) when it no longer holds it. */
  complete(keyId: string, key: string, token: string, answer: StoredAnswer, expiresAt: number): Promise<boolean>;
  /** Gives the key back (the request ended without an answer worth keeping); false when `token` no longer holds it. */
  release(keyId: string, key: string, token: string): Promise<boolean>;
}
export const IDEMPOTENCY_STORE = Symbol.for('parasol.IdempotencyStore');
