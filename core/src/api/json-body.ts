import { fail, ok } from '../shared/result.js';
import type { BodyDecoder } from '../contract/signed-call.js';

/**
 * The JSON body decoder of REST and the in-process client. An empty body is not JSON (the spec:
 * INVALID_JSON "Body is not valid JSON"), so a POST without a body gets that code, never a
 * validation code about missing fields.
 */
export const jsonBody: BodyDecoder = (bytes) => {
  if (bytes.length === 0) return fail('INVALID_JSON', 'The body is empty; send a JSON object (content-type: application/json).');
  try {
    // Decoded in place: a Buffer (REST's) as it is, any other bytes through a view, never a copy.
    const text = Buffer.isBuffer(bytes) ? bytes.toString('utf8') : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    return ok(JSON.parse(text));
  } catch (e) {
    return fail('INVALID_JSON', `The body is not valid JSON: ${(e as Error).message}`);
  }
};
