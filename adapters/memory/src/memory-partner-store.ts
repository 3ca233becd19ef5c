import type { PartnerRecord, PartnerStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default partner store (accounts with their tracked links, one document each). */
export class MemoryPartnerStore implements PartnerStore {
  private readonly records = new Map<string, PartnerRecord>();

  async get(code: string): Promise<PartnerRecord | undefined> {
    return this.records.get(code);
  }

  async create(record: PartnerRecord): Promise<boolean> {
    if (this.records.has(record.code)) return false;
    this.records.set(record.code, frozenCopy(record));
    return true;
  }

  async replace(record: PartnerRecord, expectedVersion: number): Promise<boolean> {
    const current = this.records.get(record.code);
    if (!current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.code, frozenCopy(record));
    return true;
  }
}
