import type { Collection, Document } from 'mongodb';
import type { ApiKeyRecord, KeyStore, KeyWithPartner, PartnerRecord } from '@parasol/core';
import { COLLECTIONS } from './collections.js';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (keyId: string) => derivedId('keys', keyId);

/**
 * API keys, one document each (collection `keys`), `_id` derived from the key id. Create is one
 * insertOne (a duplicate key means the id is taken), replace one replaceOne on {_id, keyId,
 * version}: each a single-document atomic operation, so concurrent rotations and revocations on
 * several instances cannot both win.
 */
export class MongoKeyStore implements KeyStore {
  constructor(
    private readonly keys: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(keyId: string): Promise<ApiKeyRecord | undefined> {
    return this.guard('keys.get', async () => fromDocument<ApiKeyRecord>(await this.keys.findOne({ _id: idOf(keyId), keyId })));
  }

  /**
   * The key and its partner in one aggregate ($lookup on the partner's unique code): every
   * authenticated call reads both, and one round trip instead of two is a quarter of a quote's.
   */
  getWithPartner(keyId: string): Promise<KeyWithPartner | undefined> {
    return this.guard('keys.getWithPartner', async () => {
      const [document] = await this.keys
        .aggregate([
          { $match: { _id: idOf(keyId), keyId } },
          { $limit: 1 },
          { $lookup: { from: COLLECTIONS.partners, localField: 'partnerCode', foreignField: 'code', as: 'partners' } },
        ])
        .toArray();
      if (document === undefined) return undefined;
      const { partners, ...keyDocument } = document as Document & { partners: Document[] };
      const key = fromDocument<ApiKeyRecord>(keyDocument)!;
      // The partner's _id derives from its code, so at most one document carries it.
      const partner = key.partnerCode === undefined ? undefined : fromDocument<PartnerRecord>(partners.find((p) => p['code'] === key.partnerCode) ?? null);
      return partner === undefined ? { key } : { key, partner };
    });
  }

  create(record: ApiKeyRecord): Promise<boolean> {
    return this.guard('keys.create', async () => {
      try {
        await this.keys.insertOne(toDocument(idOf(record.keyId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: ApiKeyRecord, expectedVersion: number): Promise<boolean> {
    // A version that does not follow the expected one is refused without asking the database.
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('keys.replace', async () => {
      const result = await this.keys.replaceOne({ _id: idOf(record.keyId), keyId: record.keyId, version: expectedVersion }, toDocument(idOf(record.keyId), record));
      return result.matchedCount === 1;
    });
  }

  listByPartner(partnerCode: string): Promise<readonly ApiKeyRecord[]> {
    return this.guard('keys.listByPartner', async () => {
      const documents = await this.keys.find({ partnerCode }).sort({ keyId: 1 }).toArray();
      return documents.map((d) => fromDocument<ApiKeyRecord>(d)!);
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
