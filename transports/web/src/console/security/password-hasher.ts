// Loaded by the first sign-up or sign-in: a server whose console nobody uses never loads the addon.
const argon2 = () => import('@node-rs/argon2');

/**
 * Passwords hashed with argon2id through @node-rs/argon2 (a Rust implementation, prebuilt per
 * platform, no install script), at OWASP's recommended minimum for argon2id: 19 MiB of memory,
 * 2 passes, 1 lane. The PHC string carries its parameters, so raising them later still verifies
 * the hashes made now.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export const PASSWORD_RULES = { minLength: 12, maxLength: 128 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends one verification's time and answers false: what sign-in does when no user has the
   * email given, so that an unknown address costs the same time as a known one.
   */
  verifyNobody(password: string): Promise<false>;
}

export class Argon2Hasher implements PasswordHasher {
  private decoy: Promise<string> | undefined;

  async hash(password: string): Promise<string> {
    return (await argon2()).hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await (await argon2()).verify(passwordHash, password);
    } catch {
      return false; // not a PHC string argon2 reads: no password matches it
    }
  }

  async verifyNobody(password: string): Promise<false> {
    this.decoy ??= this.hash('no user has this password');
    await this.verify(await this.decoy, password);
    return false;
  }
}
