import type { AuditEntry, ConsoleAuditLog } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default audit log: append-only, in arrival order. */
export class MemoryConsoleAuditLog implements ConsoleAuditLog {
  private readonly entries: AuditEntry[] = [];

  async append(entry: AuditEntry): Promise<void> {
    this.entries.push(frozenCopy(entry));
  }

  async listByPartner(partnerCode: string, limit: number): Promise<readonly AuditEntry[]> {
    return this.newestFirst().filter((e) => e.partnerCode === partnerCode).slice(0, limit);
  }

  async listAll(limit: number): Promise<readonly AuditEntry[]> {
    return this.newestFirst().slice(0, limit);
  }

  private newestFirst(): AuditEntry[] {
    // Stable: entries of the same millisecond keep their arrival order, reversed.
    return this.entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.at - a.e.at || b.i - a.i).map(({ e }) => e);
  }
}
