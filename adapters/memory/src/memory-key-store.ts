import type { ApiKeyRecord, KeyStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default key store. Records are frozen copies so callers cannot mutate stored state. */
export class MemoryKeyStore implements KeyStore {
  private readonly records = new Map<string, ApiKeyRecord>();

  async get(keyId: string): Promise<ApiKeyRecord | undefined> {
    return this.records.get(keyId);
  }

  async create(record: ApiKeyRecord): Promise<boolean> {
    if (this.records.has(record.keyId)) return false;
    this.records.set(record.keyId, frozenCopy(record));
    return true;
  }

  async replace(record: ApiKeyRecord, expectedVersion: number): Promise<boolean> {
    const current = this.records.get(record.keyId);
    if (!current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.keyId, frozenCopy(record));
    return true;
  }

  async listByPartner(partnerCode: string): Promise<readonly ApiKeyRecord[]> {
    return [...this.records.values()].filter((r) => r.partnerCode === partnerCode);
  }
}
