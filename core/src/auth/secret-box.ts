import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { SealedSecret } from '../contract/api-key.js';

/** How many opened secrets the box remembers; past that it starts over (a few keys are hot). */
const OPENED_CAPACITY = 10_000;

/**
 * Signing secrets at rest: AES-256-GCM under the master key from configuration. The store only
 * ever sees ciphertext; the plain secret is returned to the caller once, at creation.
 *
 * Opened secrets are remembered in process memory, keyed by their sealed form (IVs are random,
 * so a sealed secret names one secret). The server needs the plain secret to check every
 * signature anyway; remembering it saves an AES-GCM open per call. Revocation and rotation need
 * no eviction: the authenticator refuses a revoked key and skips a retired secret before it
 * asks the box for anything.
 */
export class SecretBox {
  private readonly opened = new Map<string, string>();
  /** The same, by sealed object: a memory key store hands out the same record on every call. */
  private readonly openedBySeal = new WeakMap<SealedSecret, string>();

  constructor(private readonly masterKey: Uint8Array) {
    if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes (AES-256).');
  }

  seal(secret: string, iv: Uint8Array, createdAt: number): SealedSecret {
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return {
      iv: Buffer.from(iv).toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
      createdAt,
    };
  }

  open(sealed: SealedSecret): string {
    let secret = this.openedBySeal.get(sealed);
    if (secret !== undefined) return secret;
    const id = `${sealed.iv}.${sealed.tag}.${sealed.ciphertext}`;
    secret = this.opened.get(id);
    if (secret === undefined) {
      secret = this.decrypt(sealed);
      if (this.opened.size >= OPENED_CAPACITY) this.opened.clear();
      this.opened.set(id, secret);
    }
    // Only a frozen seal can be remembered by object: another could be changed in place.
    if (Object.isFrozen(sealed)) this.openedBySeal.set(sealed, secret);
    return secret;
  }

  private decrypt(sealed: SealedSecret): string {
    const decipher = createDecipheriv('aes-256-gcm', this.masterKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }
}
