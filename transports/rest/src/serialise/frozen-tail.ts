/**
 * An answer whose body ends in frozen parts, written as the text of its first members and the
 * kept bytes of the rest: the meta (the caller's key and quota, then the reference lists), the card
 * listing (the country and the caller's key, then the listing of that country and language).
 * Together they are exactly `Buffer.from(JSON.stringify(body))`.
 *
 * The tail is a constant: frozen parts cannot change, and between them stand only member names. It
 * is kept by its first frozen part, so it is found again for as long as that part lives, and
 * checked against every part, so another set of parts is another tail. What an answer depends on is
 * thus read off the answer itself, never listed here: a frozen part is the core's own edition of what
 * it holds (the card listing is built and frozen anew, per country and language, when the card data
 * hands out other lists; the meta's reference lists live as long as the process), so a new edition
 * is a new part, missing from this cache, and the old tail goes with its part (weak keys). The head
 * (the key's id, mode and card modes, the meta's quota counts) is written for every answer.
 *
 * Why bytes: a 9 KB listing written as text was counted for Content-Length (about 2 µs), copied
 * behind the headers and encoded again on the socket, on every answer. The head is a few hundred
 * bytes; the tail is handed to the socket as it is.
 */

import { isFrozenData, isPlainData } from '@parasol/core/internal';
import { frozenJson, prototypesAreBare, quoted } from './frozen-json.js';

/** A body as written: `head` as text, then `tail`'s bytes; `length` is their UTF-8 length together. */
export interface AnswerChunks {
  readonly head: string;
  readonly tail: Buffer;
  readonly length: number;
}

interface KeptTail {
  /** The frozen parts it was written from, in order. */
  readonly parts: readonly object[];
  readonly bytes: Buffer;
}

/** Tails by their first frozen part, then by the member names around the parts. */
const tails = new WeakMap<object, Map<string, KeptTail>>();

/** Tails kept per first part: a handful of member name lists in practice; past it, that part's set starts over. */
const TAILS_PER_PART = 64;

/**
 * The body split into its head and kept tail, or undefined when it has no frozen value at its top,
 * has a value that is not frozen after one (a quote, a bilan: answer-json.ts writes those), or is
 * anything but a plain object.
 */
export function answerChunks(body: unknown): AnswerChunks | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !isPlainData(body) || !prototypesAreBare()) return undefined;
  const split = splitAtFrozenTail(body as Record<string, unknown>);
  if (split === undefined) return undefined;
  const tail = keptTail(split.names, split.parts);
  return { head: split.head, tail, length: Buffer.byteLength(split.head) + tail.length };
}

interface Split {
  /** The text up to the first frozen part, its member name included. */
  readonly head: string;
  readonly parts: object[];
  /** The text after each part: `,"next":` between parts, `}` after the last. */
  readonly names: string[];
}

const splitAtFrozenTail = (body: Record<string, unknown>): Split | undefined => {
  // First the values alone, each read once as JSON.stringify reads it: most bodies (a quote, a
  // bilan) have no frozen tail, and must not be written here before answer-json.ts writes them.
  const keys: string[] = [];
  const values: unknown[] = [];
  let inTail = false;
  // Own enumerable string keys, in JSON.stringify's order (the prototypes add none: checked above).
  for (const key in body) {
    const value = body[key];
    if (isFrozenPart(value)) inTail = true;
    // A value that is not frozen after a frozen one would make the tail differ from answer to answer.
    else if (inTail && !omitted(value)) return undefined;
    keys.push(key);
    values.push(value);
  }
  if (!inTail) return undefined;
  let head = '{';
  const parts: object[] = [];
  const names: string[] = [];
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const value = values[i];
    const member = first ? `${quoted(keys[i] as string)}:` : `,${quoted(keys[i] as string)}:`;
    if (isFrozenPart(value)) {
      if (parts.length === 0) head += member;
      else names.push(member);
      parts.push(value);
      first = false;
      continue;
    }
    const text = typeof value === 'object' && value !== null ? frozenJson(value) : (JSON.stringify(value) as string | undefined);
    if (text === undefined) continue;
    head += member + text;
    first = false;
  }
  names.push('}');
  return { head, parts, names };
};

/** What an object omits from its JSON text (JSON.stringify gives no text for it). */
const omitted = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

const isFrozenPart = (value: unknown): value is object => typeof value === 'object' && value !== null && Object.isFrozen(value) && isFrozenData(value);

const keptTail = (names: readonly string[], parts: object[]): Buffer => {
  const firstPart = parts[0] as object;
  let kept = tails.get(firstPart);
  if (kept === undefined) tails.set(firstPart, (kept = new Map()));
  // JSON text never holds a raw U+0000 (JSON.stringify escapes it): the names join without ambiguity.
  const id = names.join('\u0000');
  const found = kept.get(id);
  if (found !== undefined && found.parts.length === parts.length && found.parts.every((part, i) => part === parts[i])) return found.bytes;
  // Frozen data: JSON.stringify's text of each part cannot change while it lives.
  let text = '';
  for (let i = 0; i < parts.length; i++) text += JSON.stringify(parts[i]) + (names[i] as string);
  const bytes = Buffer.from(text);
  if (kept.size >= TAILS_PER_PART) kept.clear();
  kept.set(id, { parts, bytes });
  return bytes;
};
