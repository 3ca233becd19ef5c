import type { Collection, Document } from 'mongodb';
import type { InvitationRecord, InvitationStore } from '@parasol/core';
import { derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (invitationId: string) => derivedId('invitations', invitationId);

/** Invitations (collection `invitations`); accepting is one findOneAndUpdate on an open invitation. */
export class MongoInvitationStore implements InvitationStore {
  constructor(
    private readonly invitations: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  get(invitationId: string): Promise<InvitationRecord | undefined> {
    return this.guard('invitations.get', async () => fromDocument<InvitationRecord>(await this.invitations.findOne({ _id: idOf(invitationId), invitationId })));
  }

  create(record: InvitationRecord): Promise<boolean> {
    return this.guard('invitations.create', async () => {
      try {
        await this.invitations.insertOne(toDocument(idOf(record.invitationId), record));
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    });
  }

  accept(invitationId: string, now: number): Promise<InvitationRecord | undefined> {
    return this.guard('invitations.accept', async () =>
      fromDocument<InvitationRecord>(
        await this.invitations.findOneAndUpdate(
          { _id: idOf(invitationId), invitationId, acceptedAt: { $exists: false }, expiresAt: { $gt: now } },
          { $set: { acceptedAt: now } },
          { returnDocument: 'after' },
        ),
      ),
    );
  }

  listByPartner(partnerCode: string): Promise<readonly InvitationRecord[]> {
    return this.guard('invitations.listByPartner', async () =>
      (await this.invitations.find({ partnerCode }).sort({ createdAt: 1, invitationId: 1 }).toArray()).map((d) => fromDocument<InvitationRecord>(d)!),
    );
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}
