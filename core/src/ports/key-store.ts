import type { ApiKeyRecord } from '../auth/api-key.js';

/**
 * API keys, one document each. Shaped for single-document atomic operations so that MongoDB's
 * insertOne / findOneAndUpdate({keyId, version}) implement it without changing the port.
 */
export interface KeyStore {
  get(keyId: string): Promise<ApiKeyRecord | undefined>;
  /** Create if absent; returns false (and changes nothing) when the id exists. */
  create(record: ApiKeyRecord): Promise<boolean>;
  /** Compare-and-set: replaces the record only if the stored version equals `expectedVersion`.
   *  The new record's version must be expectedVersion + 1. Returns false on a lost race. */
  replace(record: ApiKeyRecord, expectedVersion: number): Promise<boolean>;
  /** Keys of one partner, for admin tooling. */
  listByPartner(partnerCode: string): Promise<readonly ApiKeyRecord[]>;
}
export const KEY_STORE = Symbol.for('parasol.KeyStore');
