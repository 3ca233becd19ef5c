import { randomFillSync } from 'node:crypto';
import type { Random } from '@parasol/core';

const POOL_BYTES = 4096;

/**
 * Cryptographically strong randomness: ids, secrets, nonces and IVs depend on it. Small draws
 * (a session nonce, an IV) come from a pool refilled 4 KiB at a time, as node's own randomUUID
 * does: one call into OpenSSL per few hundred quotes instead of one per quote. Bytes are handed
 * out once and copied, so no two callers ever see the same bytes.
 */
export class CryptoRandom implements Random {
  private readonly pool = Buffer.allocUnsafe(POOL_BYTES);
  private offset = POOL_BYTES;

  bytes(length: number): Uint8Array {
    if (length > POOL_BYTES / 4) return randomFillSync(Buffer.alloc(length));
    if (this.offset + length > POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const drawn = Buffer.from(this.pool.subarray(this.offset, this.offset + length));
    this.offset += length;
    return drawn;
  }
}
