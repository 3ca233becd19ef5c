import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConsoleUserRecord, KeyMode } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { newId, normalEmail } from '../console-ids.js';
import { SELF_SERVE_SCOPES, type ConsoleOptions } from '../console-options.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import { EmailTokens } from '../security/email-tokens.js';
import { PASSWORD_RULES, type PasswordHasher } from '../security/password-hasher.js';
import { MailThrottle, SignInThrottle } from '../security/sign-in-throttle.js';
import { totp } from '../security/totp.js';
import { AuditTrail } from './audit-trail.js';
import { Invitations } from './invitations.js';
import { partnerCodeCandidates } from './partner-code.js';

const VERIFY_LINK_MS = 24 * 3_600_000;
const RESET_LINK_MS = 3_600_000;

/** A key's secret, at the one moment it is shown. */
export interface IssuedSecret {
  readonly keyId: string;
  readonly secret: string;
  readonly mode: KeyMode;
}

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly company: string;
  readonly invitation?: string;
}

export type FieldErrors = Partial<Record<'email' | 'password' | 'company', true>>;

/** What a verified sign-up made: the account and its first sandbox key (its secret shown once), or the account joined. */
export type Verified =
  | { readonly outcome: 'created'; readonly user: ConsoleUserRecord; readonly partnerCode: string; readonly key: IssuedSecret }
  | { readonly outcome: 'joined'; readonly user: ConsoleUserRecord; readonly partnerCode: string }
  | { readonly outcome: 'verified'; readonly user: ConsoleUserRecord };

const passwordFits = (password: string): boolean => password.length >= PASSWORD_RULES.minLength && password.length <= PASSWORD_RULES.maxLength;

/**
 * Accounts: sign-up, email verification, sign-in with throttling, password reset, two-factor.
 * Nothing here tells a visitor whether an email has an account (OWASP ASVS 2.1 / 3.x: no user
 * enumeration): sign-up and reset always answer "check your email", sign-in's refusal is one
 * message for a wrong password, an unknown email and a lockout, and an unknown email costs one
 * argon2 verification too.
 */
export class ConsoleAccounts {
  private readonly tokens: EmailTokens;
  private readonly throttle: SignInThrottle;
  private readonly mails: MailThrottle;
  private readonly box: SecretBox;

  constructor(
    private readonly options: ConsoleOptions,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
    private readonly invitations: Invitations,
  ) {
    this.tokens = new EmailTokens(options.tokenSecret);
    this.throttle = new SignInThrottle(options.counters);
    this.mails = new MailThrottle(options.counters);
    this.box = new SecretBox(options.sealingKey);
  }

  /** Checks the form; then, errors or not, the same answer for a known and an unknown email. */
  async signUp(form: SignUpForm, address: string, language: ConsoleLanguage): Promise<{ readonly errors: FieldErrors } | { readonly sent: string }> {
    const email = normalEmail(form.email);
    const company = form.company.trim();
    const errors: FieldErrors = {
      ...(email ? {} : { email: true }),
      ...(passwordFits(form.password) ? {} : { password: true }),
      ...(company.length >= 2 && company.length <= 60 ? {} : { company: true }),
    };
    if (!email || Object.keys(errors).length > 0) return { errors };
    const now = this.options.clock.now();
    if (!(await this.mails.take(address, now))) return { sent: email };
    const existing = await this.options.stores.users.findByEmail(email);
    if (existing?.emailVerifiedAt !== undefined) {
      await this.mail(email, language, 'mail.exists.subject', 'mail.exists.text', { signIn: this.url('/console/sign-in'), forgot: this.url('/console/password/forgot') });
      return { sent: email };
    }
    let user = existing;
    if (user === undefined) {
      const record: ConsoleUserRecord = {
        userId: newId(this.options.random, 'usr'),
        email,
        kind: 'partner',
        passwordHash: await this.hasher.hash(form.password),
        companyName: company,
        memberships: [],
        createdAt: now,
        version: 1,
      };
      // A lost race means someone else signed up with this email this instant: the same answer.
      if (await this.options.stores.users.create(record)) user = record;
    }
    if (user !== undefined) {
      const token = this.tokens.issue('verify-email', user.userId, now + VERIFY_LINK_MS, unverifiedBinding(user));
      const invitation = form.invitation ? `&invitation=${encodeURIComponent(form.invitation)}` : '';
      await this.mail(email, language, 'mail.verify.subject', 'mail.verify.text', { link: this.url(`/console/verify?token=${encodeURIComponent(token)}${invitation}`) });
    }
    return { sent: email };
  }

  /** The user a verification link names, while it is still unused and unexpired. */
  async verificationOf(token: string): Promise<ConsoleUserRecord | undefined> {
    const read = this.tokens.read(token, this.options.clock.now());
    if (!read) return undefined;
    const user = await this.options.stores.users.get(read.userId);
    if (!user || user.emailVerifiedAt !== undefined) return undefined;
    return this.tokens.confirm('verify-email', read, unverifiedBinding(user)) ? user : undefined;
  }

  /**
   * Marks the email verified; then joins the account the invitation names (when it was sent to
   * this email), else creates the user's own partner account with a sandbox key.
   */
  async verify(token: string, invitationToken: string | undefined): Promise<Verified | undefined> {
    const user = await this.verificationOf(token);
    if (!user) return undefined;
    const now = this.options.clock.now();
    const verified: ConsoleUserRecord = { ...user, emailVerifiedAt: now, version: user.version + 1 };
    if (!(await this.options.stores.users.replace(verified, user.version))) return undefined;
    if (invitationToken) {
      const joined = await this.invitations.accept(verified, invitationToken);
      if (joined) return { outcome: 'joined', user: joined.user, partnerCode: joined.partnerCode };
    }
    return this.createPartnerAccount(verified);
  }

  private async createPartnerAccount(user: ConsoleUserRecord): Promise<Verified> {
    const { admin, random } = this.options;
    for (const code of partnerCodeCandidates(user.companyName ?? user.email.split('@')[0] ?? 'partner', random)) {
      const registered = await admin.partners.register({ code, baseRateBps: this.options.newPartnerBaseRateBps ?? 1000 });
      if (!registered.ok) continue;
      const member: ConsoleUserRecord = { ...user, memberships: [{ partnerCode: code, role: 'owner' }], version: user.version + 1 };
      if (!(await this.options.stores.users.replace(member, user.version))) return { outcome: 'verified', user };
      const key = await admin.keys.create({ mode: 'sandbox', scopes: SELF_SERVE_SCOPES, partnerCode: code });
      if (!key.ok) throw new Error(`the first sandbox key of ${code} could not be created: ${key.failure.detail}`);
      await this.audit.record(member, code, 'key.created', key.value.keyId, 'sandbox, at sign-up');
      return { outcome: 'created', user: member, partnerCode: code, key: key.value };
    }
    throw new Error('no free partner code was found for a new account');
  }

  /**
   * Password sign-in. `refused` covers a wrong password, an unknown email and a locked email or
   * address alike; `unverified` is said only after the right password (it proves the owner).
   */
  async signIn(emailGiven: string, password: string, address: string, language: ConsoleLanguage): Promise<{ readonly user: ConsoleUserRecord } | 'refused' | 'unverified'> {
    const email = normalEmail(emailGiven) ?? emailGiven.trim().toLowerCase().slice(0, 254);
    const now = this.options.clock.now();
    if (await this.throttle.locked(email, address, now)) {
      await this.hasher.verifyNobody(password);
      return 'refused';
    }
    const user = password.length <= PASSWORD_RULES.maxLength ? await this.options.stores.users.findByEmail(email) : undefined;
    const ok = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyNobody(password);
    if (!user || !ok) {
      await this.throttle.failed(email, address, now);
      return 'refused';
    }
    if (user.emailVerifiedAt === undefined) {
      if (await this.mails.take(address, now)) {
        const token = this.tokens.issue('verify-email', user.userId, now + VERIFY_LINK_MS, unverifiedBinding(user));
        await this.mail(email, language, 'mail.verify.subject', 'mail.verify.text', { link: this.url(`/console/verify?token=${encodeURIComponent(token)}`) });
      }
      return 'unverified';
    }
    return { user };
  }

  /**
   * A TOTP code at sign-in, throttled with the password's failures. A code is good once: its step
   * must come after the last accepted one, recorded by compare-and-set (of two sign-ins racing
   * with one code, one wins).
   */
  async secondFactor(user: ConsoleUserRecord, code: string, address: string): Promise<boolean> {
    const now = this.options.clock.now();
    if (!user.totpSecret || (await this.throttle.locked(user.email, address, now))) return false;
    const step = await totp.check(this.box.open(user.totpSecret), code.trim(), now);
    if (step === undefined || step <= (user.totpLastStep ?? -1)) {
      await this.throttle.failed(user.email, address, now);
      return false;
    }
    return this.options.stores.users.replace({ ...user, totpLastStep: step, version: user.version + 1 }, user.version);
  }

  /** Always the same answer; a mail only when the email has a verified account. */
  async forgotPassword(emailGiven: string, address: string, language: ConsoleLanguage): Promise<string | undefined> {
    const email = normalEmail(emailGiven);
    if (!email) return undefined;
    const now = this.options.clock.now();
    if (!(await this.mails.take(address, now))) return email;
    const user = await this.options.stores.users.findByEmail(email);
    if (user !== undefined && user.emailVerifiedAt !== undefined) {
      const token = this.tokens.issue('reset-password', user.userId, now + RESET_LINK_MS, user.passwordHash);
      await this.mail(email, language, 'mail.reset.subject', 'mail.reset.text', { link: this.url(`/console/password/reset?token=${encodeURIComponent(token)}`) });
    }
    return email;
  }

  /** Sets the new password if the link is still good (single use: it is bound to the old hash); every session ends. */
  async resetPassword(token: string, password: string): Promise<'done' | 'invalid' | 'weak'> {
    if (!passwordFits(password)) return 'weak';
    const read = this.tokens.read(token, this.options.clock.now());
    const user = read ? await this.options.stores.users.get(read.userId) : undefined;
    if (!read || !user || !this.tokens.confirm('reset-password', read, user.passwordHash)) return 'invalid';
    const next: ConsoleUserRecord = { ...user, passwordHash: await this.hasher.hash(password), version: user.version + 1 };
    if (!(await this.options.stores.users.replace(next, user.version))) return 'invalid';
    await this.options.stores.sessions.removeByUser(user.userId);
    return 'done';
  }

  /** A link to reset a password is valid now (the form is shown only then). */
  resetLinkValid(token: string): Promise<boolean> {
    const read = this.tokens.read(token, this.options.clock.now());
    if (!read) return Promise.resolve(false);
    return this.options.stores.users.get(read.userId).then((user) => user !== undefined && this.tokens.confirm('reset-password', read, user.passwordHash));
  }

  /**
   * A new TOTP secret for the setup page, with a MAC binding it to this user: the secret travels
   * in the confirmation form (nothing is stored before a code proves the app has it), and the MAC
   * keeps anyone from confirming a secret of their own choosing into someone else's account.
   */
  async startTwoFactor(user: ConsoleUserRecord): Promise<{ readonly secret: string; readonly proof: string; readonly uri: string }> {
    const secret = await totp.newSecret();
    return { secret, proof: this.setupProof(user, secret), uri: await totp.uri(secret, user.email) };
  }

  async setupUri(user: ConsoleUserRecord, secret: string): Promise<string> {
    return totp.uri(secret, user.email);
  }

  /** Turns two-factor on once the user proved a code from the new secret. */
  async enableTwoFactor(user: ConsoleUserRecord, secret: string, proof: string, code: string): Promise<ConsoleUserRecord | undefined> {
    if (user.totpSecret !== undefined || !/^[A-Z2-7]{16,128}$/.test(secret)) return undefined;
    const expected = Buffer.from(this.setupProof(user, secret));
    if (proof.length !== expected.length || !timingSafeEqual(Buffer.from(proof), expected)) return undefined;
    const now = this.options.clock.now();
    const step = await totp.check(secret, code.trim(), now);
    if (step === undefined) return undefined;
    const next: ConsoleUserRecord = { ...user, totpSecret: this.box.seal(secret, this.options.random.bytes(12), now), totpLastStep: step, version: user.version + 1 };
    if (!(await this.options.stores.users.replace(next, user.version))) return undefined;
    for (const m of next.memberships) await this.audit.record(next, m.partnerCode, 'two-factor.enabled', next.email);
    return next;
  }

  private setupProof(user: ConsoleUserRecord, secret: string): string {
    return createHmac('sha256', this.options.tokenSecret).update(JSON.stringify(['totp-setup', user.userId, secret])).digest('base64url');
  }

  private url(path: string): string {
    return `${this.options.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  private async mail(to: string, language: ConsoleLanguage, subject: 'mail.verify.subject' | 'mail.exists.subject' | 'mail.reset.subject', text: 'mail.verify.text' | 'mail.exists.text' | 'mail.reset.text', values: Record<string, string>): Promise<void> {
    try {
      await this.options.mailer.send({ to, subject: language.say(subject), text: language.say(text, values) });
    } catch (e) {
      // The visitor's answer is the same either way (no enumeration); the operator sees why.
      this.options.logger?.error('console mail not sent', { subject, error: (e as Error).message });
    }
  }
}

/** A verification link opens only while the email is unverified (single use). */
const unverifiedBinding = (user: ConsoleUserRecord): string => `unverified:${user.email}:${user.createdAt}`;
