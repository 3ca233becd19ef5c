import { createHash } from 'node:crypto';
import type { ConsoleUserRecord, InvitationRecord } from '@parasol/core';
import { normalEmail } from '../console-ids.js';
import type { ConsoleOptions } from '../console-options.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { AuditTrail } from './audit-trail.js';

const INVITATION_MS = 7 * 86_400_000;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Owners invite members by email: a random token in the emailed link, its SHA-256 stored. The
 * invitee joins by opening the link signed in with the invited email (or by signing up through it).
 */
export class Invitations {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  /** Sends an invitation; only an owner of the account may (the caller checked membership, this checks the role). */
  async invite(owner: ConsoleUserRecord, partnerCode: string, emailGiven: string, language: ConsoleLanguage): Promise<string | undefined> {
    const email = normalEmail(emailGiven);
    if (!email || !owner.memberships.some((m) => m.partnerCode === partnerCode && m.role === 'owner')) return undefined;
    const token = Buffer.from(this.options.random.bytes(32)).toString('base64url');
    const now = this.options.clock.now();
    await this.options.stores.invitations.create({ invitationId: sha256(token), partnerCode, email, invitedBy: owner.userId, createdAt: now, expiresAt: now + INVITATION_MS });
    const link = `${this.options.publicUrl.replace(/\/+$/, '')}/console/join?invitation=${encodeURIComponent(token)}`;
    try {
      await this.options.mailer.send({ to: email, subject: language.say('mail.invite.subject', { code: partnerCode }), text: language.say('mail.invite.text', { code: partnerCode, inviter: owner.email, link }) });
    } catch (e) {
      this.options.logger?.error('console mail not sent', { subject: 'mail.invite.subject', error: (e as Error).message });
    }
    await this.audit.record(owner, partnerCode, 'member.invited', email);
    return email;
  }

  /** The open invitation a token names, if it was sent to this user's email. */
  async pendingFor(user: ConsoleUserRecord | undefined, token: string): Promise<InvitationRecord | undefined> {
    const invitation = await this.options.stores.invitations.get(sha256(token));
    if (!invitation || invitation.acceptedAt !== undefined || invitation.expiresAt <= this.options.clock.now()) return undefined;
    if (user !== undefined && invitation.email !== user.email) return undefined;
    return invitation;
  }

  /** Joins the account as a member (single use); undefined when the token is not an open invitation for this email. */
  async accept(user: ConsoleUserRecord, token: string): Promise<{ readonly user: ConsoleUserRecord; readonly partnerCode: string } | undefined> {
    if (!(await this.pendingFor(user, token))) return undefined;
    const accepted = await this.options.stores.invitations.accept(sha256(token), this.options.clock.now());
    if (!accepted) return undefined;
    for (;;) {
      const current = await this.options.stores.users.get(user.userId);
      if (!current) return undefined;
      if (current.memberships.some((m) => m.partnerCode === accepted.partnerCode)) return { user: current, partnerCode: accepted.partnerCode };
      const next: ConsoleUserRecord = { ...current, memberships: [...current.memberships, { partnerCode: accepted.partnerCode, role: 'member' }], version: current.version + 1 };
      if (await this.options.stores.users.replace(next, current.version)) {
        await this.audit.record(next, accepted.partnerCode, 'member.joined', next.email);
        return { user: next, partnerCode: accepted.partnerCode };
      }
    }
  }

  list(partnerCode: string): Promise<readonly InvitationRecord[]> {
    return this.options.stores.invitations.listByPartner(partnerCode);
  }
}
