/**
 * JSON text of values, exactly `JSON.stringify(value)`, that reuses the text of deeply frozen
 * parts: an answer is mostly the catalogue's frozen pieces (an offer's insurer, guarantees,
 * highlights, documents; the meta's reference lists; the cards' entries), and those are written
 * once while they live, then copied. JSON.stringify had to walk all of them on every answer.
 *
 * It writes by hand only what is simple to write exactly as JSON.stringify does: plain objects
 * (prototype Object.prototype or null) and plain arrays without toJSON, strings, finite and
 * non-finite numbers, booleans, null, and the values an object omits (undefined, functions,
 * symbols), keys in for-in order (own enumerable string keys, JSON.stringify's order, as long as
 * the shared prototypes carry none). Anything else anywhere in the value (a Date or any other class
 * instance, a toJSON, a boxed primitive, a bigint, nesting deeper than MAX_DEPTH, which is also how
 * a cycle shows) makes it give up, and the whole value goes through JSON.stringify: that decides,
 * byte for byte, or throws what it throws.
 */

import { isFrozenData, isPlainData } from '@parasol/core/internal';

/** Nesting written by hand; deeper (or circular) values are left to JSON.stringify. */
const MAX_DEPTH = 64;

/** Thrown inside this module only, caught by frozenJson. */
const GIVE_UP: unique symbol = Symbol('give up');

/** Text of deeply frozen values, while they live (a frozen value cannot change, so neither can its text). */
const texts = new WeakMap<object, string>();

/**
 * Writes one plain object that is not frozen whose layout a caller of frozenJson knows (a quote's
 * offer: offer-json.ts): its JSON text, exactly JSON.stringify's, or undefined to leave it to the
 * general walk. `general` writes any value as the walk does (the frozen parts' kept text included).
 */
export type ObjectWriter = (value: object, general: (value: unknown) => string | undefined) => string | undefined;

/** JSON.stringify(value), with the text of every deeply frozen part written once and reused. */
export function frozenJson(value: object, writeObject?: ObjectWriter): string {
  // A toJSON on the shared prototypes would apply to every object: JSON.stringify alone knows how.
  if (!prototypesAreBare()) return JSON.stringify(value);
  try {
    return composite(value, 0, writeObject);
  } catch (e) {
    if (e === GIVE_UP) return JSON.stringify(value);
    throw e;
  }
}

/**
 * Object.prototype and Array.prototype carry no toJSON and no enumerable property: otherwise a
 * toJSON would apply to every object, and for-in would list inherited keys JSON.stringify skips.
 */
export const prototypesAreBare = (): boolean => {
  if ((Object.prototype as { toJSON?: unknown }).toJSON !== undefined || (Array.prototype as { toJSON?: unknown }).toJSON !== undefined) return false;
  for (const _ in Object.prototype) return false;
  return true;
};

/** JSON.stringify of a number: as String writes it when finite (-0 as 0), null otherwise. */
export const jsonNumber = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

/** The text of one property value or array element; undefined when an object omits it. */
const text = (value: unknown, depth: number, write: ObjectWriter | undefined): string | undefined => {
  switch (typeof value) {
    case 'string':
      return quotedString(value);
    case 'number':
      return jsonNumber(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return value === null ? 'null' : composite(value, depth, write);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      throw GIVE_UP; // bigint
  }
};

const composite = (value: object, depth: number, write: ObjectWriter | undefined): string => {
  // Only frozen values have a text kept; most of an answer's own objects are fresh ones.
  const frozen = Object.isFrozen(value);
  if (frozen) {
    const cached = texts.get(value);
    if (cached !== undefined) return cached;
  }
  if (depth >= MAX_DEPTH || !isPlainData(value)) throw GIVE_UP;
  if (frozen && isFrozenData(value)) {
    // Plain, frozen all the way down, no toJSON: exactly what JSON.stringify writes, for good.
    const whole = JSON.stringify(value);
    texts.set(value, whole);
    return whole;
  }
  if (Array.isArray(value)) return array(value, depth + 1, write);
  if (write !== undefined) {
    // What the writer leaves to the walk lies one level below the object.
    const written = write(value, (part) => text(part, depth + 1, write));
    if (written !== undefined) return written;
  }
  return object(value as Record<string, unknown>, depth + 1, write);
};

const array = (value: readonly unknown[], depth: number, write: ObjectWriter | undefined): string => {
  let out = '[';
  for (let i = 0; i < value.length; i++) {
    if (i > 0) out += ',';
    out += text(value[i], depth, write) ?? 'null';
  }
  return `${out}]`;
};

const object = (value: Record<string, unknown>, depth: number, write: ObjectWriter | undefined): string => {
  let out = '{';
  let first = true;
  // Own enumerable string keys, in JSON.stringify's order (the prototypes add none: frozenJson checked).
  for (const key in value) {
    const written = text(value[key], depth, write);
    if (written === undefined) continue;
    out += first ? quoted(key) : `,${quoted(key)}`;
    out += `:${written}`;
    first = false;
  }
  return `${out}}`;
};

/**
 * Quoted strings: JSON.stringify of one string costs a call into the engine's serialiser, and
 * most strings an answer writes by hand are the catalogue's (names, plans, currencies, URLs),
 * the same on every answer. Kept in two generations: a string met again moves to the young one,
 * and when the young one is full it becomes the old one, so strings met once (a session id, an
 * expiry) leave within two generations and the catalogue's stay. Long strings are quoted afresh.
 */
let youngStrings = new Map<string, string>();
let oldStrings = new Map<string, string>();
const STRING_GENERATION = 2048;
const LONGEST_KEPT_STRING = 256;

const quotedString = (value: string): string => {
  let q = youngStrings.get(value);
  if (q !== undefined) return q;
  if (value.length > LONGEST_KEPT_STRING) return JSON.stringify(value);
  q = oldStrings.get(value) ?? JSON.stringify(value);
  if (youngStrings.size >= STRING_GENERATION) {
    oldStrings = youngStrings;
    youngStrings = new Map();
  }
  youngStrings.set(value, q);
  return q;
};

/**
 * Quoted object keys: the same few dozen field names in every answer. Capped, since a body may
 * echo keys a caller made up; past the cap a key is quoted on every use.
 */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_CAP = 4096;

export const quoted = (key: string): string => {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_KEYS_CAP) quotedKeys.set(key, q);
  }
  return q;
};
