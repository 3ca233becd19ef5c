import type { Answer } from '@parasol/core';
import { frozenJson } from './frozen-json.js';
import { writeOffer } from './offer-json.js';

/**
 * The JSON text of an answer's body, exactly `JSON.stringify(answer.body)`. A body built around
 * frozen parts (a quote's offers, the meta's reference lists, the card catalogue: the core
 * freezes what every answer shares) is written reusing their text (frozen-json.ts) and each
 * offer around its prepared runs (offer-json.ts); any other body by JSON.stringify, which is
 * faster on a body with nothing frozen in it (about twice as fast as the walk by hand).
 */
export function answerJson(answer: Answer): string {
  const { body } = answer;
  return builtOnFrozenParts(body) ? frozenJson(body, writeOffer) : JSON.stringify(body);
}

/**
 * Whether a body holds frozen parts near its top: one of its values, or a value of the first
 * element of one of its arrays (a quote's offers). A look at a few dozen properties, not a walk.
 */
export const builtOnFrozenParts = (body: object): boolean => {
  for (const key in body) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (isFrozenObject(value)) return true;
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null) {
      const first = value[0] as Record<string, unknown>;
      for (const inner in first) if (isFrozenObject(first[inner])) return true;
    }
  }
  return false;
};

const isFrozenObject = (value: unknown): boolean => typeof value === 'object' && value !== null && Object.isFrozen(value);
