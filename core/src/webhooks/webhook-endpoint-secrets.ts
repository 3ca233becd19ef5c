import { inject, injectable } from 'inversify';
import type { SealedSecret } from '../contract/api-key.js';
import { SecretBox } from '../auth/secret-box.js';
import { SECRET_BOX } from '../auth/tokens.js';
import { RANDOM, type Random } from '../ports/random.js';
import { LIMITS } from '../reference/limits.js';
import { WEBHOOK_SECRET_BYTES, webhookSecretFrom } from './webhook-secret.js';

/**
 * Signing secrets of webhook endpoints, sealed under the master key as API keys' are (the sender
 * needs the plain secret for the HMAC, so it cannot be a hash). The plain secret is handed back
 * once, to the call that made it, and never logged.
 */
@injectable()
export class WebhookEndpointSecrets {
  constructor(
    @inject(SECRET_BOX) private readonly box: SecretBox,
    @inject(RANDOM) private readonly random: Random,
  ) {}

  /** A new secret and its sealed form. */
  issue(now: number): { readonly secret: string; readonly sealed: SealedSecret } {
    const secret = webhookSecretFrom(this.random.bytes(WEBHOOK_SECRET_BYTES));
    return { secret, sealed: this.box.seal(secret, this.random.bytes(12), now) };
  }

  /**
   * The secrets after a rotation at `now`, newest first: the new one, then those still signing,
   * each retiring 24 hours on (as key rotation does); secrets already retired are dropped.
   */
  rotated(secrets: readonly SealedSecret[], fresh: SealedSecret, now: number): SealedSecret[] {
    const retiresAt = now + LIMITS.rotationOverlapSeconds * 1000;
    const previous = secrets.filter((s) => s.retiresAt === undefined || s.retiresAt > now).map((s) => (s.retiresAt === undefined ? { ...s, retiresAt } : s));
    return [fresh, ...previous];
  }
}
