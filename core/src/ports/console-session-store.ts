/**
 * A signed-in console session. The browser holds a random token; only its SHA-256 is stored
 * (`sessionId`), so a copy of the database opens no session. `csrfToken` is the session's form
 * token. `secondFactorAt` is set when the user proved a TOTP code in this session.
 */
export interface ConsoleSessionRecord {
  readonly sessionId: string;
  readonly userId: string;
  readonly csrfToken: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly secondFactorAt?: number;
  /** The user agent at sign-in, shown in the sessions list (never used to decide anything). */
  readonly userAgent?: string;
}

/**
 * Console sessions, one document each. Rotation is remove + create (a new id, the old one dead);
 * revocation is remove. The contract suite lives in conformance/port-contracts.
 */
export interface ConsoleSessionStore {
  /** The session, unless absent or expired at `now`. */
  get(sessionId: string, now: number): Promise<ConsoleSessionRecord | undefined>;
  /** Create if absent; false when the id exists. */
  create(record: ConsoleSessionRecord): Promise<boolean>;
  /** Removes it; false when there was none. */
  remove(sessionId: string): Promise<boolean>;
  /** Removes every session of a user (password reset, "sign out everywhere"); how many. */
  removeByUser(userId: string): Promise<number>;
  /** A user's sessions not expired at `now`, oldest first. */
  listByUser(userId: string, now: number): Promise<readonly ConsoleSessionRecord[]>;
}
export const CONSOLE_SESSION_STORE = Symbol.for('parasol.ConsoleSessionStore');
