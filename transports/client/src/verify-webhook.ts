import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { TypedWebhookEvent } from './generated/api-types.js';

export { WebhookVerificationError };

/** The three Standard Webhooks headers, however the server framework hands headers over. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

const SIGNING_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** The signing headers as plain strings, names in lower case (a repeated header: its first value). */
const signingHeadersOf = (headers: WebhookHeaders): Record<string, string> => {
  const read =
    typeof (headers as Headers).get === 'function'
      ? (name: string) => (headers as Headers).get(name) ?? undefined
      : (name: string) => {
          const entry = Object.entries(headers as Record<string, string | readonly string[] | undefined>).find(([key]) => key.toLowerCase() === name)?.[1];
          return Array.isArray(entry) ? entry[0] : (entry as string | undefined);
        };
  return Object.fromEntries(SIGNING_HEADERS.flatMap((name) => {
    const value = read(name);
    return value === undefined ? [] : [[name, value]];
  }));
};

/**
 * Verifies a Parasol webhook delivery with the official standardwebhooks library and returns its
 * event, typed by `type` (switch on it and `data` has that type's shape). `payload` must be the
 * raw body exactly as received (a string or the bytes: re-serialised JSON does not verify),
 * `headers` the request's (webhook-id, webhook-timestamp, webhook-signature), `secret` the
 * endpoint's whsec_… secret. During a secret rotation a delivery carries one signature per live
 * secret, so either secret verifies it.
 *
 * Throws WebhookVerificationError (its message is the reason: missing headers, a timestamp more
 * than 5 minutes off, no matching signature) for anything that is not a genuine, fresh delivery:
 * answer it with a 4xx and do not act on it. Deduplicate on the event's `id`: a redelivery of
 * the same change carries the same one.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): TypedWebhookEvent {
  const body = typeof payload === 'string' ? payload : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const event = new Webhook(secret).verify(body, signingHeadersOf(headers));
  if (event === null || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') {
    throw new WebhookVerificationError('The payload is signed but is no Parasol event (an object with a type)');
  }
  return event as TypedWebhookEvent;
}
