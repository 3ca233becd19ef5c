import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing, scheme v2: hex HMAC-SHA256 over `${ts}.${METHOD}.${pathname}.${rawBody}`.
 * The raw body is used byte for byte (never a re-serialisation), and the query string is not
 * part of the message, so the pathname binds the signature to the endpoint.
 */
export const SIGNATURE_SCHEME = 'v2';

export interface SignedParts {
  readonly timestamp: string;
  readonly method: string;
  /** URL path without the query string. */
  readonly pathname: string;
  readonly rawBody: Uint8Array;
}

export const signedMessage = (parts: SignedParts): Buffer => Buffer.concat([Buffer.from(messageHead(parts), 'utf8'), parts.rawBody]);

/** What the message holds before the raw body. */
const messageHead = (parts: SignedParts): string => `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.pathname}.`;

/** The full header value, `v2=<hex>`. */
export const signRequest = (secret: string, parts: SignedParts): string =>
  `${SIGNATURE_SCHEME}=${createHmac('sha256', secret).update(signedMessage(parts)).digest('hex')}`;

export type SignatureScheme = 'v2' | 'v1' | 'unknown';

export const schemeOf = (header: string): SignatureScheme =>
  header.startsWith('v2=') ? 'v2' : header.startsWith('v1=') ? 'v1' : 'unknown';

/**
 * True when `header` is a v2 signature of `parts` under one of `secrets`. Every candidate is
 * compared in constant time, and all candidates are always tried, so timing reveals neither the
 * signature nor which secret matched.
 */
export const verifySignature = (header: string, secrets: readonly string[], parts: SignedParts): boolean => {
  if (schemeOf(header) !== 'v2' || header.length !== 3 + 64) return false;
  const given = Buffer.from(header.slice(3), 'hex');
  if (given.length !== 32) return false;
  // The message is signedMessage(parts), fed in two pieces rather than copied into one buffer.
  const head = messageHead(parts);
  let matched = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(head, 'utf8').update(parts.rawBody).digest();
    matched = timingSafeEqual(expected, given) || matched;
  }
  return matched;
};
