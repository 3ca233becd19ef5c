import type { ConsoleUserRecord, ConsoleUserStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default console users, keyed by email (the natural key), with an index by user id. */
export class MemoryConsoleUserStore implements ConsoleUserStore {
  private readonly byEmail = new Map<string, ConsoleUserRecord>();
  private readonly emailOf = new Map<string, string>();

  async get(userId: string): Promise<ConsoleUserRecord | undefined> {
    const email = this.emailOf.get(userId);
    return email === undefined ? undefined : this.byEmail.get(email);
  }

  async findByEmail(email: string): Promise<ConsoleUserRecord | undefined> {
    return this.byEmail.get(email);
  }

  async create(record: ConsoleUserRecord): Promise<boolean> {
    if (this.byEmail.has(record.email) || this.emailOf.has(record.userId)) return false;
    this.byEmail.set(record.email, frozenCopy(record));
    this.emailOf.set(record.userId, record.email);
    return true;
  }

  async replace(record: ConsoleUserRecord, expectedVersion: number): Promise<boolean> {
    // No await before the write: the check and the set are one step, as compare-and-set needs.
    const email = this.emailOf.get(record.userId);
    const current = email === undefined ? undefined : this.byEmail.get(email);
    if (!current || current.email !== record.email || current.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    this.byEmail.set(record.email, frozenCopy(record));
    return true;
  }

  async listByPartner(partnerCode: string): Promise<readonly ConsoleUserRecord[]> {
    return [...this.byEmail.values()].filter((u) => u.memberships.some((m) => m.partnerCode === partnerCode)).sort((a, b) => a.createdAt - b.createdAt);
  }
}
