import { expect } from 'chai';
import type { KeyMode, WebhookEndpointRecord, WebhookEndpointStore } from '@parasol/core';
import { caseTitled, webhookEndpointStoreCases, webhookEndpointStoreContract } from '../src/index.js';
import { failureOf } from './failure-of.js';

/** Mistakes a webhook endpoint store could make, each switched on alone. */
interface EndpointFlaws {
  /** Lists a partner's endpoints of both modes. */
  readonly listsEveryMode?: boolean;
  /** Lists in insertion order rather than oldest first. */
  readonly listsInInsertionOrder?: boolean;
  /** Says true for a remove of an id it does not have. */
  readonly removesAnything?: boolean;
  /** Checks the version, then yields before writing: concurrent replaces from one version all win. */
  readonly raceOnReplace?: boolean;
  /** Hands out the object it stores. */
  readonly sharesObjects?: boolean;
}

/** A map-backed store, right unless a flaw says otherwise. */
class FlawedWebhookEndpointStore implements WebhookEndpointStore {
  private readonly records = new Map<string, WebhookEndpointRecord>();
  constructor(private readonly flaws: EndpointFlaws = {}) {}
  private copy = (r: WebhookEndpointRecord): WebhookEndpointRecord => (this.flaws.sharesObjects ? r : structuredClone(r));
  async get(id: string) {
    const r = this.records.get(id);
    return r && this.copy(r);
  }
  async create(record: WebhookEndpointRecord) {
    if (this.records.has(record.endpointId)) return false;
    this.records.set(record.endpointId, this.copy(record));
    return true;
  }
  async replace(record: WebhookEndpointRecord, expected: number) {
    const current = this.records.get(record.endpointId);
    if (!current || current.version !== expected || record.version !== expected + 1) return false;
    if (this.flaws.raceOnReplace) await new Promise((r) => setImmediate(r));
    this.records.set(record.endpointId, this.copy(record));
    return true;
  }
  async remove(id: string) {
    return this.records.delete(id) || this.flaws.removesAnything === true;
  }
  async listByPartner(partnerCode: string, mode: KeyMode) {
    const mine = [...this.records.values()].filter((r) => r.partnerCode === partnerCode && (this.flaws.listsEveryMode || r.mode === mode));
    return (this.flaws.listsInInsertionOrder ? mine : mine.sort((a, b) => a.createdAt - b.createdAt || a.endpointId.localeCompare(b.endpointId))).map(this.copy);
  }
}

const failureWith = (flaws: EndpointFlaws, fragment: string) => {
  const make = async () => new FlawedWebhookEndpointStore(flaws);
  return failureOf(async () => caseTitled(webhookEndpointStoreCases, fragment).run(await make(), make));
};

describe('port contracts: the webhook endpoint contract catches a flawed store', () => {
  const catches: readonly [string, EndpointFlaws, string][] = [
    ['lists a partner\'s endpoints of both modes', { listsEveryMode: true }, 'of one mode only'],
    ['lists in insertion order', { listsInInsertionOrder: true }, 'oldest first'],
    ['says it removed an id it never had', { removesAnything: true }, 'removes an endpoint once'],
    ['lets concurrent replaces from one version all win', { raceOnReplace: true }, 'exactly one of many concurrent replaces'],
    ['hands out its own objects', { sharesObjects: true }, 'keeps its own copy'],
  ];
  for (const [flaw, flaws, fragment] of catches) {
    it(`catches a store that ${flaw}`, async () => {
      expect(await failureWith(flaws, fragment)).to.be.instanceOf(Error);
    });
  }
});

// Without its flaws the same store passes every case: each failure above is the flaw's doing.
webhookEndpointStoreContract('FlawedWebhookEndpointStore without flaws', () => new FlawedWebhookEndpointStore());
