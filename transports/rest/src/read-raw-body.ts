import getRawBody from 'raw-body';
import type { IncomingMessage } from 'node:http';

export type RawBodyOutcome = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

/**
 * Reads the body exactly as received: the signature covers these bytes, so nothing may parse or
 * re-serialise it before the core verifies it. Refuses past `limit` without buffering the rest.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<RawBodyOutcome> {
  try {
    return { ok: true, bytes: await getRawBody(req, { limit }) };
  } catch (e) {
    return { ok: false, tooLarge: (e as { type?: string }).type === 'entity.too.large' };
  }
}
