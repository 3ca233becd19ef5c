import type { AuditAction, ConsoleAuditLog, ConsoleUserRecord, Clock, Random } from '@parasol/core';
import { newId } from '../console-ids.js';

/** Writes the audit log's lines (who, when, what, on which partner's what). */
export class AuditTrail {
  constructor(
    private readonly log: ConsoleAuditLog,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  record(actor: ConsoleUserRecord, partnerCode: string, action: AuditAction, subject: string, detail?: string): Promise<void> {
    return this.log.append({
      entryId: newId(this.random, 'aud'),
      at: this.clock.now(),
      actorId: actor.userId,
      actorEmail: actor.email,
      partnerCode,
      action,
      subject,
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
