import type { AccessApplicationRecord, AccessApplicationStatus, AccessApplicationStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default live-access applications. */
export class MemoryAccessApplicationStore implements AccessApplicationStore {
  private readonly records = new Map<string, AccessApplicationRecord>();

  async get(applicationId: string): Promise<AccessApplicationRecord | undefined> {
    return this.records.get(applicationId);
  }

  async create(record: AccessApplicationRecord): Promise<boolean> {
    if (this.records.has(record.applicationId)) return false;
    this.records.set(record.applicationId, frozenCopy(record));
    return true;
  }

  async replace(record: AccessApplicationRecord, expectedVersion: number): Promise<boolean> {
    const current = this.records.get(record.applicationId);
    if (!current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.applicationId, frozenCopy(record));
    return true;
  }

  async listByPartner(partnerCode: string): Promise<readonly AccessApplicationRecord[]> {
    return [...this.records.values()].filter((r) => r.partnerCode === partnerCode).sort(newestFirst);
  }

  async listByStatus(status: AccessApplicationStatus): Promise<readonly AccessApplicationRecord[]> {
    return [...this.records.values()].filter((r) => r.status === status).sort((a, b) => -newestFirst(a, b));
  }
}

const newestFirst = (a: AccessApplicationRecord, b: AccessApplicationRecord): number =>
  b.submittedAt - a.submittedAt || (a.applicationId < b.applicationId ? 1 : a.applicationId > b.applicationId ? -1 : 0);
