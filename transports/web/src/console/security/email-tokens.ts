import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an emailed link is for: each purpose keys its own MAC, so one link never serves another. */
export type TokenPurpose = 'verify-email' | 'reset-password';

/**
 * Stateless, single-use links for email verification and password reset: the user id and an
 * expiry, MACed (HMAC-SHA256) together with a `binding` the use changes. The verification link
 * binds "not verified yet" (once verified, it no longer opens); the reset link binds the current
 * password hash (once the password changed, it no longer opens). No token is stored.
 */
export class EmailTokens {
  constructor(private readonly secret: Uint8Array) {}

  issue(purpose: TokenPurpose, userId: string, expiresAt: number, binding: string): string {
    const body = Buffer.from(JSON.stringify([userId, expiresAt])).toString('base64url');
    return `${body}.${this.mac(purpose, body, binding)}`;
  }

  /** The user id a token names, if it is unexpired at `now`; the binding is checked by `confirm`. */
  read(token: string, now: number): { readonly userId: string; readonly body: string; readonly mac: string } | undefined {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || body.length > 400) return undefined;
    try {
      const [userId, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [unknown, unknown];
      if (typeof userId !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now) return undefined;
      return { userId, body, mac };
    } catch {
      return undefined;
    }
  }

  /** Whether the token read earlier was issued for this purpose and binding. */
  confirm(purpose: TokenPurpose, read: { readonly body: string; readonly mac: string }, binding: string): boolean {
    const expected = Buffer.from(this.mac(purpose, read.body, binding));
    const given = Buffer.from(read.mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(purpose: TokenPurpose, body: string, binding: string): string {
    return createHmac('sha256', this.secret).update(JSON.stringify([purpose, body, binding])).digest('base64url');
  }
}
