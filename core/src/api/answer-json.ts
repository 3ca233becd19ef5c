import type { Answer } from './signed-call.js';

/**
 * The JSON text of an answer's body, exactly `JSON.stringify(answer.body)`: the one place a
 * transport turns a core answer into JSON text, so the core can serialise its own answers faster
 * (cached text of frozen parts) without a transport knowing how.
 */
export function answerJson(answer: Answer): string {
  return JSON.stringify(answer.body);
}
