import type { IncomingMessage } from 'node:http';

export type RawBodyOutcome = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

const NO_BODY: RawBodyOutcome = { ok: true, bytes: Buffer.alloc(0) };
const TOO_LARGE: RawBodyOutcome = { ok: false, tooLarge: true };
const UNREADABLE: RawBodyOutcome = { ok: false, tooLarge: false };

/**
 * Reads the body exactly as received: the signature covers these bytes, so nothing may parse or
 * re-serialise it before the core verifies it. Refuses once more than `limit` bytes came, without
 * buffering the rest (the stream is paused; the caller closes the connection). A request that ends
 * before its body did (the client went away, or the stream failed) is unreadable.
 *
 * What raw-body did here, with a third of the listeners and no error objects: the body is read on
 * every API call. A request that announces no body (no Content-Length and no Transfer-Encoding, or
 * a length of 0: RFC 9112 §6.3, what node's parser goes by) has none: answered at once, without
 * listening for an end that carries nothing (most GETs); node discards the unread stream itself.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<RawBodyOutcome> {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return Promise.resolve(NO_BODY);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (outcome: RawBodyOutcome) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFailure);
      req.off('close', onFailure);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else {
        req.pause();
        settle(TOO_LARGE);
      }
    };
    const onEnd = () => settle({ ok: true, bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received) });
    // 'close' before 'end': the request was cut short. An 'error' listener also keeps a stream
    // error from being thrown as an unhandled one.
    const onFailure = () => settle(UNREADABLE);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onFailure);
    req.on('close', onFailure);
  });
}
