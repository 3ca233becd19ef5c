import { randomBytes } from 'node:crypto';
import type { Random } from '@parasol/core';

/** Cryptographically strong randomness: ids, secrets, nonces and IVs depend on it. */
export class CryptoRandom implements Random {
  bytes(length: number): Uint8Array {
    return randomBytes(length);
  }
}
