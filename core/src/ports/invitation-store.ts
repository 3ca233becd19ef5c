/**
 * An owner's invitation of a member into a partner account. The invitee receives a random token
 * by email; only its SHA-256 is stored (`invitationId`). Accepting is single-use.
 */
export interface InvitationRecord {
  readonly invitationId: string;
  readonly partnerCode: string;
  /** Lower-cased. */
  readonly email: string;
  readonly invitedBy: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly acceptedAt?: number;
}

/** Invitations, one document each (MongoDB: insertOne, findOneAndUpdate for the single-use accept). */
export interface InvitationStore {
  get(invitationId: string): Promise<InvitationRecord | undefined>;
  /** Create if absent; false when the id exists. */
  create(record: InvitationRecord): Promise<boolean>;
  /**
   * Marks it accepted at `now` if it is neither accepted nor expired, atomically: of concurrent
   * accepts exactly one gets the record (as accepted), the others undefined.
   */
  accept(invitationId: string, now: number): Promise<InvitationRecord | undefined>;
  /** A partner's invitations, oldest first. */
  listByPartner(partnerCode: string): Promise<readonly InvitationRecord[]>;
}
export const INVITATION_STORE = Symbol.for('parasol.InvitationStore');
