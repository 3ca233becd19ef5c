import type { Collection, Document } from 'mongodb';
import type { PartnerRecord, PartnerStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (code: string) => derivedId('partners', code);

/**
 * Partner accounts with their tracked links, one document each (collection `partners`), `_id`
 * derived from the partner code: create-if-absent is one insertOne, every change a replaceOne on
 * {_id, code, version}.
 */
export class MongoPartnerStore implements PartnerStore {
  constructor(
    private readonly partners: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(code: string): Promise<PartnerRecord | undefined> {
    return this.guard('partners.get', async () => fromDocument<PartnerRecord>(await this.partners.findOne({ _id: idOf(code), code })));
  }

  create(record: PartnerRecord): Promise<boolean> {
    return this.guard('partners.create', async () => {
      try {
        await this.partners.insertOne(toDocument(idOf(record.code), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: PartnerRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('partners.replace', async () => {
      const result = await this.partners.replaceOne({ _id: idOf(record.code), code: record.code, version: expectedVersion }, toDocument(idOf(record.code), record));
      return result.matchedCount === 1;
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
