import { configureTextEncoding, getTextEncoding } from '@bufbuild/protobuf/wire';

/**
 * The library's UTF-8 writer (every string field of every message goes through it), made cheaper
 * with the same bytes:
 *
 * - node's Buffer.from writes from a pooled slab, where TextEncoder allocates a buffer per string;
 * - a short string's bytes are kept and handed out again: an answer repeats the same short texts
 *   call after call (currencies, countries, dates, plan and insurer names, decimal amounts), and
 *   the library's writer only copies what it is given, never changes it.
 *
 * The keeping is bounded: at most KEPT_MAX strings of at most SHORT_MAX UTF-16 units, all dropped
 * when full (one-off texts such as session ids and instants then cost one refill, not a leak).
 */
const SHORT_MAX = 40;
const KEPT_MAX = 4096;
const kept = new Map<string, Uint8Array<ArrayBuffer>>();

const fresh = (text: string): Uint8Array<ArrayBuffer> => Buffer.from(text, 'utf8') as unknown as Uint8Array<ArrayBuffer>;

export const encodeUtf8 = (text: string): Uint8Array<ArrayBuffer> => {
  if (text.length > SHORT_MAX) return fresh(text);
  let bytes = kept.get(text);
  if (bytes === undefined) {
    if (kept.size >= KEPT_MAX) kept.clear();
    bytes = fresh(text);
    kept.set(text, bytes);
  }
  return bytes;
};

configureTextEncoding({ ...getTextEncoding(), encodeUtf8 });
