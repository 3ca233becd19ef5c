import { createHmac } from 'node:crypto';
import type { ConformanceRequest } from '../transport/transport.js';
import type { CaseRequest } from './conformance-case.js';

/** Signs with the wrong secret: any secret the key was never given. */
const WRONG_SECRET = 'sk_conformance_a_secret_no_key_has';

/** Request bodies as bytes: a string as is, anything else as its JSON text, nothing as ''. */
export const rawBodyOf = (body: unknown): string => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

const hmacHex = (secret: string, message: string): string => createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/**
 * Written from the spec's Authentication section, not imported from the core, so that a core
 * that changed its signed message would fail here. v2 signs `${ts}.${METHOD}.${pathname}.${rawBody}`;
 * the retired v1 signed the timestamp and body only.
 */
export const specSignature = (scheme: 'v1' | 'v2', secret: string, parts: { timestamp: string; method: string; pathname: string; rawBody: string }): string =>
  scheme === 'v1'
    ? `v1=${hmacHex(secret, `${parts.timestamp}.${parts.rawBody}`)}`
    : `v2=${hmacHex(secret, `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.pathname}.${parts.rawBody}`)}`;

/**
 * The call a partner's server would send for `request` under `keyId` at `nowMs`, or the
 * deliberately broken one `request.sign` describes. `secret` is undefined for a key the fixtures
 * never issued, which only a request signed with the wrong secret (or not signed) can use.
 */
/** The spec's v2 (or retired v1) signature over bytes: for a wire form whose body is not text (a protobuf message). */
export const specSignatureOverBytes = (scheme: 'v1' | 'v2', secret: string, parts: { timestamp: string; method: string; pathname: string; rawBody: Uint8Array }): string => {
  const head = scheme === 'v1' ? `${parts.timestamp}.` : `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.pathname}.`;
  return `${scheme}=${createHmac('sha256', secret).update(Buffer.concat([Buffer.from(head, 'utf8'), parts.rawBody])).digest('hex')}`;
};

export function signedRequest(request: CaseRequest, keyId: string, secret: string | undefined, nowMs: number): ConformanceRequest {
  const sign = request.sign ?? {};
  const omitted = new Set(sign.omit ?? []);
  const rawBody = rawBodyOf(request.body);
  const timestamp = sign.timestamp ?? String(Math.floor(nowMs / 1000) + (sign.timestampOffsetSeconds ?? 0));
  const signingSecret = sign.secret === 'wrong' ? WRONG_SECRET : secret;
  if (signingSecret === undefined && !omitted.has('signature')) {
    throw new Error(`conformance case: key ${keyId} is not a fixture key; sign with "secret": "wrong" or omit the signature`);
  }
  const scheme = sign.scheme ?? 'v2';
  /** The three headers for one wire form of the call, with the case's faults kept. */
  const headersFor = (signature: () => string): ConformanceRequest['headers'] => ({
    ...(omitted.has('keyId') ? {} : { keyId }),
    ...(omitted.has('timestamp') ? {} : { timestamp }),
    ...(omitted.has('signature') || signingSecret === undefined ? {} : { signature: signature() }),
  });
  return {
    method: request.method,
    path: request.path,
    ...(request.query === undefined ? {} : { query: request.query }),
    rawBody,
    headers: headersFor(() =>
      specSignature(scheme, signingSecret as string, {
        timestamp,
        method: request.method,
        pathname: sign.signedPath ?? request.path,
        rawBody: sign.signedBody === undefined ? rawBody : rawBodyOf(sign.signedBody),
      }),
    ),
    ...(sign.signedPath === undefined && sign.signedBody === undefined
      ? {}
      : { tampered: { ...(sign.signedPath === undefined ? {} : { path: sign.signedPath }), ...(sign.signedBody === undefined ? {} : { body: rawBodyOf(sign.signedBody) }) } }),
    resign: (wire) =>
      headersFor(() =>
        specSignatureOverBytes(scheme, signingSecret as string, {
          timestamp,
          method: wire.method,
          pathname: wire.signedPath ?? wire.path,
          rawBody: wire.signedBody ?? wire.rawBody,
        }),
      ),
  };
}
