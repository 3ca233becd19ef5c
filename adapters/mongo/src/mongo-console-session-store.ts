import type { Collection, Document } from 'mongodb';
import type { ConsoleSessionRecord, ConsoleSessionStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (sessionId: string) => derivedId('consoleSessions', sessionId);

/**
 * Console sessions (collection `consoleSessions`), `_id` derived from the session id (itself a
 * SHA-256 of the cookie's token). Expiry is checked by every read; `expiresAtDate` feeds a TTL
 * index that only collects the dead ones.
 */
export class MongoConsoleSessionStore implements ConsoleSessionStore {
  constructor(
    private readonly sessions: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(sessionId: string, now: number): Promise<ConsoleSessionRecord | undefined> {
    return this.guard('consoleSessions.get', async () => recordOf(await this.sessions.findOne({ _id: idOf(sessionId), sessionId, expiresAt: { $gt: now } })));
  }

  create(record: ConsoleSessionRecord): Promise<boolean> {
    return this.guard('consoleSessions.create', async () => {
      try {
        await this.sessions.insertOne({ ...toDocument(idOf(record.sessionId), record), expiresAtDate: new Date(record.expiresAt) });
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  remove(sessionId: string): Promise<boolean> {
    return this.guard('consoleSessions.remove', async () => (await this.sessions.deleteOne({ _id: idOf(sessionId), sessionId })).deletedCount === 1);
  }

  removeByUser(userId: string): Promise<number> {
    return this.guard('consoleSessions.removeByUser', async () => (await this.sessions.deleteMany({ userId })).deletedCount);
  }

  listByUser(userId: string, now: number): Promise<readonly ConsoleSessionRecord[]> {
    return this.guard('consoleSessions.listByUser', async () =>
      (await this.sessions.find({ userId, expiresAt: { $gt: now } }).sort({ createdAt: 1, sessionId: 1 }).toArray()).map((d) => recordOf(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}

const recordOf = (document: Document | null): ConsoleSessionRecord | undefined => {
  const record = fromDocument<ConsoleSessionRecord & { expiresAtDate?: Date }>(document);
  if (record === undefined) return undefined;
  const { expiresAtDate: _collectedOnly, ...session } = record;
  return session;
};
