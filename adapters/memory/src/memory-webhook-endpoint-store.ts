import type { KeyMode, WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/**
 * Embedded default webhook endpoint store. Records are frozen copies, so neither the API nor the
 * dispatcher can change stored state through what they were handed; `replace` is a
 * compare-and-set on `version` as the MongoDB store's is.
 */
export class MemoryWebhookEndpointStore implements WebhookEndpointStore {
  private readonly records = new Map<string, WebhookEndpointRecord>();

  async get(endpointId: string): Promise<WebhookEndpointRecord | undefined> {
    return this.records.get(endpointId);
  }

  async create(record: WebhookEndpointRecord): Promise<boolean> {
    if (this.records.has(record.endpointId)) return false;
    this.records.set(record.endpointId, frozenCopy(record));
    return true;
  }

  async replace(record: WebhookEndpointRecord, expectedVersion: number): Promise<boolean> {
    const current = this.records.get(record.endpointId);
    if (!current || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.records.set(record.endpointId, frozenCopy(record));
    return true;
  }

  async remove(endpointId: string): Promise<boolean> {
    return this.records.delete(endpointId);
  }

  async listByPartner(partnerCode: string, mode: KeyMode): Promise<readonly WebhookEndpointRecord[]> {
    // A Map iterates in insertion order; createdAt then id makes "oldest first" explicit whatever the order of creates.
    return [...this.records.values()]
      .filter((r) => r.partnerCode === partnerCode && r.mode === mode)
      .sort((a, b) => a.createdAt - b.createdAt || (a.endpointId < b.endpointId ? -1 : a.endpointId > b.endpointId ? 1 : 0));
  }
}
