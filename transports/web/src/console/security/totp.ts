// Loaded by the first two-factor step, not at start-up.
const otplib = () => import('otplib');

/**
 * TOTP two-factor through otplib (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app
 * reads them), accepting the code of the step before or after the current one (clock drift).
 */
export const totp = {
  newSecret: async (): Promise<string> => (await otplib()).generateSecret(),
  uri: async (secret: string, email: string): Promise<string> => (await otplib()).generateURI({ secret, label: email, issuer: 'Parasol console' }),
  /** The 30-second step the code belongs to when it is valid now (within one step either way), else undefined. */
  async check(secret: string, code: string, now: number): Promise<number | undefined> {
    if (!/^\d{6}$/.test(code)) return undefined;
    try {
      const result = await (await otplib()).verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: 30 });
      // The code's own step: the current one moved by the drift otplib found (-1, 0 or +1).
      return result.valid ? Math.floor(now / 30_000) + result.delta : undefined;
    } catch {
      return undefined;
    }
  },
};
