import type { Answer } from './signed-call.js';
import { bodyJson } from './frozen-json.js';

/**
 * The JSON text of an answer's body, exactly `JSON.stringify(answer.body)`: the one place a
 * transport turns a core answer into JSON text, so the core can serialise its own answers faster
 * without a transport knowing how. A body built around the catalogue's frozen parts (a quote's
 * offers, the meta's reference lists, the card catalogue) reuses their text (api/frozen-json.ts).
 */
export function answerJson(answer: Answer): string {
  return bodyJson(answer.body);
}
