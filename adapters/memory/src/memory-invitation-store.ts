import type { InvitationRecord, InvitationStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default invitations into partner accounts. */
export class MemoryInvitationStore implements InvitationStore {
  private readonly records = new Map<string, InvitationRecord>();

  async get(invitationId: string): Promise<InvitationRecord | undefined> {
    return this.records.get(invitationId);
  }

  async create(record: InvitationRecord): Promise<boolean> {
    if (this.records.has(record.invitationId)) return false;
    this.records.set(record.invitationId, frozenCopy(record));
    return true;
  }

  async accept(invitationId: string, now: number): Promise<InvitationRecord | undefined> {
    const current = this.records.get(invitationId);
    if (!current || current.acceptedAt !== undefined || current.expiresAt <= now) return undefined;
    const accepted = frozenCopy({ ...current, acceptedAt: now });
    this.records.set(invitationId, accepted);
    return accepted;
  }

  async listByPartner(partnerCode: string): Promise<readonly InvitationRecord[]> {
    return [...this.records.values()].filter((r) => r.partnerCode === partnerCode).sort((a, b) => a.createdAt - b.createdAt);
  }
}
