import { createHmac, timingSafeEqual } from 'node:crypto';

/** The funnel's forms that change a subscription. */
export type FunnelForm = 'presubscribe' | 'pay' | 'retry' | 'cancel';

/**
 * Anti-forgery tokens of the funnel's forms (docs/funnel-pages.md, CSRF). The subscription id in
 * the url is the capability; each form also carries HMAC(key, form + subscription id), which only
 * a page this service rendered for that subscription and that step holds. A cross-site page that
 * only knows an old url cannot forge a post, and a token from one step cannot drive another.
 * Stateless (no cookie: the widget's frame is a third-party context where cookies are blocked,
 * and the funnel stores nothing in the traveller's browser), and shared by every instance that
 * shares the secret.
 */
export class FormTokens {
  private readonly key: Buffer;

  /** `secret`: at least 32 bytes; a key of its own is derived, so the secret may serve elsewhere too. */
  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('parasol.funnel-forms.v1').digest();
  }

  issue(subscriptionId: string, form: FunnelForm): string {
    return this.mac(subscriptionId, form).toString('base64url');
  }

  verify(token: string, subscriptionId: string, form: FunnelForm): boolean {
    const presented = Buffer.from(token, 'base64url');
    // Exactly one spelling is valid (base64url decoding ignores stray characters and spare bits).
    if (presented.toString('base64url') !== token || presented.length !== 32) return false;
    return timingSafeEqual(presented, this.mac(subscriptionId, form));
  }

  private mac(subscriptionId: string, form: FunnelForm): Buffer {
    return createHmac('sha256', this.key).update(`${form}.${subscriptionId}`).digest();
  }
}
