import type { Collection, Document } from 'mongodb';
import type { IdempotencyClaim, IdempotencyClaimRequest, IdempotencyStore, StoredAnswer } from '@parasol/core';
import { SCHEMA_VERSION, derivedId, fromDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

/** An idempotency key's document (`_id` derived from the key id and the key). */
interface IdempotencyDocument {
  readonly keyId: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly token: string;
  readonly state: 'in-flight' | 'done';
  readonly leaseUntil: Date;
  /** A Date, for the TTL index; the filters decide what is live. */
  readonly expiresAt: Date;
  readonly status?: number;
  /**
   * The answer's body as JSON text: a body may carry names MongoDB treats specially (a partner's
   * unknown field starting with `$` or holding a dot), and text gives it back exactly.
   */
  readonly bodyJson?: string;
  readonly code?: string;
}

const idOf = (keyId: string, key: string) => derivedId('idempotency', keyId, key);

/**
 * Idempotency keys (collection `idempotencyKeys`), as core/src/ports/idempotency-store.ts says:
 * one document per (key id, key), every change one single-document operation conditioned on the
 * claim's token. A claim that meets a document past its lease (in flight) or past its life is
 * taken over by findOneAndUpdate on {_id, token: the old one}: of two requests taking over at
 * once, one matches and the other reads the winner's claim.
 */
export class MongoIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly keys: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    return this.guard('idempotencyKeys.claim', async () => {
      const _id = idOf(request.keyId, request.key);
      const fresh = {
        keyId: request.keyId,
        key: request.key,
        fingerprint: request.fingerprint,
        token: request.token,
        state: 'in-flight',
        leaseUntil: new Date(request.leaseUntil),
        expiresAt: new Date(request.expiresAt),
        schemaVersion: SCHEMA_VERSION,
      };
      // Two rounds at most: a document taken over between our read and our update is read again once.
      for (let round = 0; round < 2; round++) {
        try {
          await this.keys.insertOne({ _id, ...fresh });
          return { kind: 'claimed' };
        } catch (e) {
          if (!isDuplicateKey(e)) throw e;
        }
        const held = fromDocument<IdempotencyDocument>(await this.keys.findOne({ _id }));
        if (held === undefined) continue; // dropped by the TTL monitor meanwhile: insert again
        const now = request.now;
        const live = held.expiresAt.getTime() > now && (held.state === 'done' || held.leaseUntil.getTime() > now);
        if (live) return stateOf(held);
        const taken = await this.keys.findOneAndUpdate(
          { _id, token: held.token },
          { $set: fresh, $unset: { status: '', bodyJson: '', code: '' } },
          { returnDocument: 'after' },
        );
        if (taken !== null) return { kind: 'claimed' };
        const winner = fromDocument<IdempotencyDocument>(await this.keys.findOne({ _id }));
        if (winner !== undefined) return stateOf(winner);
      }
      // Taken and dropped under us twice: say it is in use, the client retries after a second.
      return { kind: 'in-flight', fingerprint: request.fingerprint };
    });
  }

  complete(keyId: string, key: string, token: string, answer: StoredAnswer, expiresAt: number): Promise<boolean> {
    return this.guard('idempotencyKeys.complete', async () => {
      const done = { state: 'done', status: answer.status, bodyJson: JSON.stringify(answer.body), expiresAt: new Date(expiresAt), ...(answer.code === undefined ? {} : { code: answer.code }) };
      const result = await this.keys.updateOne({ _id: idOf(keyId, key), token, state: 'in-flight' }, { $set: done });
      return result.matchedCount === 1;
    });
  }

  release(keyId: string, key: string, token: string): Promise<boolean> {
    return this.guard('idempotencyKeys.release', async () => {
      const result = await this.keys.deleteOne({ _id: idOf(keyId, key), token, state: 'in-flight' });
      return result.deletedCount === 1;
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}

const stateOf = (held: IdempotencyDocument): IdempotencyClaim => {
  if (held.state === 'in-flight' || held.status === undefined || held.bodyJson === undefined) return { kind: 'in-flight', fingerprint: held.fingerprint };
  const body = JSON.parse(held.bodyJson) as object;
  return { kind: 'done', fingerprint: held.fingerprint, answer: held.code === undefined ? { status: held.status, body } : { status: held.status, body, code: held.code } };
};
