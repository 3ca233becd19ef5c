import { StartupSettingError } from './listen-ports.js';

export const MASTER_KEY_ENV = 'PARASOL_MASTER_KEY';
const MASTER_KEY_BYTES = 32;

/**
 * PARASOL_MASTER_KEY: exactly 32 bytes in base64 (44 characters), or absent (a key per process,
 * memory storage only). Anything else stops start-up with how to make one: Buffer.from would
 * otherwise decode any text to some bytes, and the mistake would surface later, elsewhere.
 */
export function masterKeyFrom(text: string | undefined): Uint8Array | undefined {
  if (text === undefined || text === '') return undefined;
  const bytes = Buffer.from(text, 'base64');
  const canonical = /^[A-Za-z0-9+/]+={0,2}$/.test(text.trim()) && bytes.length === MASTER_KEY_BYTES;
  if (!canonical) {
    throw new StartupSettingError(
      `${MASTER_KEY_ENV} must be ${MASTER_KEY_BYTES} random bytes in base64 (44 characters); this one is ${bytes.length === MASTER_KEY_BYTES ? 'not base64' : `${bytes.length} bytes`}. Make one with: openssl rand -base64 32 (or npx parasol admin master-key)`,
    );
  }
  return bytes;
}
