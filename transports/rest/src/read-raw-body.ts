import getRawBody from 'raw-body';
import type { IncomingMessage } from 'node:http';

export type RawBodyOutcome = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

const NO_BODY: RawBodyOutcome = { ok: true, bytes: Buffer.alloc(0) };

/**
 * Reads the body exactly as received: the signature covers these bytes, so nothing may parse or
 * re-serialise it before the core verifies it. Refuses past `limit` without buffering the rest.
 *
 * A request that announces no body (no Content-Length and no Transfer-Encoding, or a length of 0:
 * RFC 9112 §6.3, what node's parser goes by) has none: answered at once, without listening to the
 * stream for an end that carries nothing (most GETs). node discards the unread stream itself once
 * the answer is sent.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<RawBodyOutcome> {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return NO_BODY;
  try {
    return { ok: true, bytes: await getRawBody(req, { limit }) };
  } catch (e) {
    return { ok: false, tooLarge: (e as { type?: string }).type === 'entity.too.large' };
  }
}
