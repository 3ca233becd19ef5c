import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { SealedSecret } from './api-key.js';

/**
 * Signing secrets at rest: AES-256-GCM under the master key from configuration. The store only
 * ever sees ciphertext; the plain secret exists in memory while a signature is checked and is
 * returned to the caller once, at creation.
 */
export class SecretBox {
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
    const decipher = createDecipheriv('aes-256-gcm', this.masterKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }
}
