import type { Collection, Document } from 'mongodb';
import type { AuditEntry, ConsoleAuditLog } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

/**
 * The console's audit log (collection `consoleAudit`), append-only. Entries of one millisecond
 * keep their order through `seq`, a per-process counter beside the time (ties across instances
 * fall back to the entry id, which is random: such entries are simultaneous anyway).
 */
export class MongoConsoleAuditLog implements ConsoleAuditLog {
  private seq = 0;

  constructor(
    private readonly audit: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  append(entry: AuditEntry): Promise<void> {
    return this.guard('consoleAudit.append', async () => {
      await this.audit.insertOne({ ...toDocument(derivedId('consoleAudit', entry.entryId), entry), seq: this.seq++ });
    });
  }

  listByPartner(partnerCode: string, limit: number): Promise<readonly AuditEntry[]> {
    return this.list({ partnerCode }, limit);
  }

  listAll(limit: number): Promise<readonly AuditEntry[]> {
    return this.list({}, limit);
  }

  private list(filter: Document, limit: number): Promise<readonly AuditEntry[]> {
    // MongoDB reads limit(0) as "no limit".
    if (limit <= 0) return Promise.resolve([]);
    return this.guard('consoleAudit.list', async () =>
      (await this.audit.find(filter).sort({ at: -1, seq: -1, entryId: -1 }).limit(limit).toArray()).map((d) => {
        const { seq: _order, ...entry } = fromDocument<AuditEntry & { seq: number }>(d)!;
        return entry;
      }),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
