import type { Collection, Document } from 'mongodb';
import type { ConsoleUserRecord, ConsoleUserStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (email: string) => derivedId('consoleUsers', email);

/**
 * Console users (collection `consoleUsers`), `_id` derived from the lower-cased email: one user
 * per address is the insertOne's duplicate key, on any server. Found by user id through its index.
 */
export class MongoConsoleUserStore implements ConsoleUserStore {
  constructor(
    private readonly users: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(userId: string): Promise<ConsoleUserRecord | undefined> {
    return this.guard('consoleUsers.get', async () => fromDocument<ConsoleUserRecord>(await this.users.findOne({ userId })));
  }

  findByEmail(email: string): Promise<ConsoleUserRecord | undefined> {
    return this.guard('consoleUsers.findByEmail', async () => fromDocument<ConsoleUserRecord>(await this.users.findOne({ _id: idOf(email), email })));
  }

  create(record: ConsoleUserRecord): Promise<boolean> {
    return this.guard('consoleUsers.create', async () => {
      try {
        await this.users.insertOne(toDocument(idOf(record.email), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  replace(record: ConsoleUserRecord, expectedVersion: number): Promise<boolean> {
    if (record.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('consoleUsers.replace', async () => {
      const result = await this.users.replaceOne({ _id: idOf(record.email), userId: record.userId, version: expectedVersion }, toDocument(idOf(record.email), record));
      return result.matchedCount === 1;
    });
  }

  listByPartner(partnerCode: string): Promise<readonly ConsoleUserRecord[]> {
    return this.guard('consoleUsers.listByPartner', async () =>
      (await this.users.find({ 'memberships.partnerCode': partnerCode }).sort({ createdAt: 1, userId: 1 }).toArray()).map((d) => fromDocument<ConsoleUserRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
