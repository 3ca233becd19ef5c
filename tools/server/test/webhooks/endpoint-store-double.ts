import { randomBytes } from 'node:crypto';
import type { KeyMode, WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import type { SecretBox } from '@parasol/core/internal';

/**
 * TEST DOUBLE of the webhook endpoint store port (the real memory and MongoDB adapters are the
 * endpoint API's, built beside this work): a map, compare-and-set on version, oldest first.
 */
export class EndpointStoreDouble implements WebhookEndpointStore {
  private readonly byId = new Map<string, WebhookEndpointRecord>();

  async get(endpointId: string) {
    return this.byId.get(endpointId);
  }
  async create(record: WebhookEndpointRecord) {
    if (this.byId.has(record.endpointId)) return false;
    this.byId.set(record.endpointId, structuredClone(record));
    return true;
  }
  async replace(record: WebhookEndpointRecord, expectedVersion: number) {
    const current = this.byId.get(record.endpointId);
    if (current === undefined || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.byId.set(record.endpointId, structuredClone(record));
    return true;
  }
  async remove(endpointId: string) {
    return this.byId.delete(endpointId);
  }
  async listByPartner(partnerCode: string, mode: KeyMode) {
    return [...this.byId.values()].filter((e) => e.partnerCode === partnerCode && e.mode === mode).sort((a, b) => a.createdAt - b.createdAt);
  }
}

/**
 * The endpoints a webhook model runs against: one enabled sandbox endpoint of `acme` per id at
 * `http://<id>.test/hooks`, listening to every event, each with a fresh secret sealed by `box`.
 */
export const modelEndpoints = async (ids: readonly string[], box: SecretBox, at: number): Promise<EndpointStoreDouble> => {
  const endpoints = new EndpointStoreDouble();
  for (const endpointId of ids) {
    await endpoints.create({
      endpointId,
      partnerCode: 'acme',
      mode: 'sandbox',
      url: `http://${endpointId}.test/hooks`,
      events: ['*'],
      status: 'enabled',
      secrets: [box.seal(`whsec_${randomBytes(24).toString('base64')}`, randomBytes(12), at)],
      createdAt: at,
      version: 1,
    });
  }
  return endpoints;
};
