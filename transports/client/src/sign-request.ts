import { createHmac } from 'node:crypto';

/** What a request signature covers: the query string is not part of it, the pathname binds it to the endpoint. */
export interface RequestToSign {
  /** Seconds since the epoch, as sent in X-Svc-Timestamp. */
  readonly timestamp: string;
  readonly method: string;
  /** The URL's path without the query string. */
  readonly pathname: string;
  /** The body's exact bytes (empty for a call without one): a re-serialisation would not verify. */
  readonly rawBody: Uint8Array;
}

/**
 * The X-Svc-Signature of a call, scheme v2 (docs/api-guide.md, "Signing"): `v2=` and the hex
 * HMAC-SHA256, under the key's secret, of `${timestamp}.${METHOD}.${pathname}.` followed by the
 * raw body's bytes. The client's own, so that it needs no server code at run time; a property
 * test holds it equal to the server's.
 */
export const signRequest = (secret: string, request: RequestToSign): string => {
  const head = `${request.timestamp}.${request.method.toUpperCase()}.${request.pathname}.`;
  return `v2=${createHmac('sha256', secret).update(head, 'utf8').update(request.rawBody).digest('hex')}`;
};
