import { createHash, timingSafeEqual } from 'node:crypto';
import type { Clock, ConsoleSessionRecord, ConsoleSessionStore, Random } from '@parasol/core';

/** Eight hours, then sign in again (ASVS 3.3: an absolute lifetime). */
export const SESSION_LIFETIME_MS = 8 * 3_600_000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface OpenedSession {
  /** The cookie's value: never stored. */
  readonly token: string;
  readonly record: ConsoleSessionRecord;
}

/**
 * Console sessions: a random 256-bit token in the cookie, its SHA-256 as the stored id, a
 * random CSRF token per session. Signing in, proving the second factor and any change of
 * privilege (two-factor turned on, joining an account) open a new session and end the old one
 * (rotation), so a token seen before the change is worth nothing after it.
 */
export class ConsoleSessions {
  constructor(
    private readonly store: ConsoleSessionStore,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  async open(userId: string, options: { readonly secondFactorAt?: number; readonly userAgent?: string; readonly replacing?: string } = {}): Promise<OpenedSession> {
    if (options.replacing !== undefined) await this.close(options.replacing);
    const now = this.clock.now();
    for (;;) {
      const token = this.newToken();
      const record: ConsoleSessionRecord = {
        sessionId: sha256(token),
        userId,
        csrfToken: this.newToken(),
        createdAt: now,
        expiresAt: now + SESSION_LIFETIME_MS,
        ...(options.secondFactorAt === undefined ? {} : { secondFactorAt: options.secondFactorAt }),
        ...(options.userAgent ? { userAgent: options.userAgent.slice(0, 200) } : {}),
      };
      if (await this.store.create(record)) return { token, record };
    }
  }

  read(token: string | undefined): Promise<ConsoleSessionRecord | undefined> {
    if (!token || token.length > 100) return Promise.resolve(undefined);
    return this.store.get(sha256(token), this.clock.now());
  }

  async close(token: string): Promise<void> {
    await this.store.remove(sha256(token));
  }

  list(userId: string): Promise<readonly ConsoleSessionRecord[]> {
    return this.store.listByUser(userId, this.clock.now());
  }

  /** Ends one of the user's own sessions; false when the id is not one of theirs. */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    const session = await this.store.get(sessionId, this.clock.now());
    if (session === undefined || session.userId !== userId) return false;
    return this.store.remove(sessionId);
  }

  endAll(userId: string): Promise<number> {
    return this.store.removeByUser(userId);
  }

  private newToken(): string {
    return Buffer.from(this.random.bytes(32)).toString('base64url');
  }
}

/** Constant-time comparison of a posted form token with the expected one. */
export const sameToken = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
};
