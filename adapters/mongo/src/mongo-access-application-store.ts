import type { Collection, Document } from 'mongodb';
import type { AccessApplicationRecord, AccessApplicationStatus, AccessApplicationStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (applicationId: string) => derivedId('accessApplications', applicationId);

/** Live-access applications (collection `accessApplications`), `_id` derived from the application id. */
export class MongoAccessApplicationStore implements AccessApplicationStore {
  constructor(
    private readonly applications: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(applicationId: string): Promise<AccessApplicationRecord | undefined> {
    return this.guard('accessApplications.get', async () => fromDocument<AccessApplicationRecord>(await this.applications.findOne({ _id: idOf(applicationId), applicationId })));
  }

  create(record: AccessApplicationRecord): Promise<boolean> {
    return this.guard('accessApplications.create', async () => {
      try {
        await this.applications.insertOne(toDocument(idOf(record.applicationId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: AccessApplicationRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('accessApplications.replace', async () => {
      const id = idOf(record.applicationId);
      return (await this.applications.replaceOne({ _id: id, applicationId: record.applicationId, version: expectedVersion }, toDocument(id, record))).matchedCount === 1;
    });
  }

  listByPartner(partnerCode: string): Promise<readonly AccessApplicationRecord[]> {
    return this.guard('accessApplications.listByPartner', async () =>
      (await this.applications.find({ partnerCode }).sort({ submittedAt: -1, applicationId: -1 }).toArray()).map((d) => fromDocument<AccessApplicationRecord>(d)!),
    );
  }

  listByStatus(status: AccessApplicationStatus): Promise<readonly AccessApplicationRecord[]> {
    return this.guard('accessApplications.listByStatus', async () =>
      (await this.applications.find({ status }).sort({ submittedAt: 1, applicationId: 1 }).toArray()).map((d) => fromDocument<AccessApplicationRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
