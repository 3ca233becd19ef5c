import type { ApiKeyRecord } from '../contract/api-key.js';
import type { PartnerRecord } from './partner-store.js';

/** A key read together with the partner it credits (absent when it credits none or that partner does not exist). */
export interface KeyWithPartner {
  readonly key: ApiKeyRecord;
  readonly partner?: PartnerRecord;
}

/**
 * API keys, one document each. Shaped for single-document atomic operations so that MongoDB's
 * insertOne / findOneAndUpdate({keyId, version}) implement it without changing the port.
 */
export interface KeyStore {
  get(keyId: string): Promise<ApiKeyRecord | undefined>;
  /**
   * Optional: the key and its partner in one read, for a store that can join them on the server
   * (MongoDB's $lookup: one round trip per authenticated call instead of two). Must answer what
   * `get` and the partner store's `get` would. Without it, authentication reads the partner itself.
   */
  getWithPartner?(keyId: string): Promise<KeyWithPartner | undefined>;
  /** Create if absent; returns false (and changes nothing) when the id exists. */
  create(record: ApiKeyRecord): Promise<boolean>;
  /** Compare-and-set: replaces the record only if the stored version equals `expectedVersion`.
   *  The new record's version must be expectedVersion + 1. Returns false on a lost race. */
  replace(record: ApiKeyRecord, expectedVersion: number): Promise<boolean>;
  /** Keys of one partner, for admin tooling. */
  listByPartner(partnerCode: string): Promise<readonly ApiKeyRecord[]>;
}
export const KEY_STORE = Symbol.for('parasol.KeyStore');
