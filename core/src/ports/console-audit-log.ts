/** What the audit log records (issue 29: key creation, rotation, revocation, approvals). */
export type AuditAction =
  | 'key.created'
  | 'key.rotated'
  | 'key.revoked'
  | 'application.submitted'
  | 'application.approved'
  | 'application.refused'
  | 'member.invited'
  | 'member.joined'
  | 'two-factor.enabled'
  | 'link.created'
  | 'link.archived'
  | 'link.default'
  | 'webhook.created'
  | 'webhook.rotated'
  | 'webhook.deleted'
  | 'payout.run'
  | 'payout.paid'
  | 'payout.failed';

/** One line of the audit log: who did what to which partner's what. Never a secret. */
export interface AuditEntry {
  /** Public id, `aud_…`, unique. */
  readonly entryId: string;
  readonly at: number;
  /** The console user who acted (`usr_…`), with the email they had then. */
  readonly actorId: string;
  readonly actorEmail: string;
  readonly partnerCode: string;
  readonly action: AuditAction;
  /** The key id, application id or email acted on. */
  readonly subject: string;
  readonly detail?: string;
}

/** Append-only: nothing is ever changed or removed. */
export interface ConsoleAuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** A partner's entries, newest first, at most `limit`. */
  listByPartner(partnerCode: string, limit: number): Promise<readonly AuditEntry[]>;
  /** Every partner's entries, newest first, at most `limit` (operators). */
  listAll(limit: number): Promise<readonly AuditEntry[]>;
}
export const CONSOLE_AUDIT_LOG = Symbol.for('parasol.ConsoleAuditLog');
