/**
 * A deep, frozen copy of a stored document: the caller keeps no handle on stored state and
 * cannot change it through what `get` returns, as with a database that hands out fresh copies.
 *
 * The copy is structuredClone's, frozen. Stored documents are plain data (objects, dense arrays,
 * strings, numbers, booleans, null), and plain data is copied by hand, several times faster than
 * structuredClone's serialise-and-read-back (a link or a postback stores one document per call).
 * Whatever the hand copy would not make exactly as structuredClone does (a Date, a Map, a class
 * instance, a null-prototype object, a sparse array, a symbol or function, an object met twice,
 * which is how a shared part or a cycle shows, very deep nesting) is left to structuredClone.
 */
export function frozenCopy<T>(value: T): T {
  try {
    return plainCopy(value, new Set(), 0) as T;
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
  }
  return deepFreeze(structuredClone(value));
}

/** Thrown inside this module only: the value is left to structuredClone. */
const NOT_PLAIN: unique symbol = Symbol('not plain data');
const MAX_DEPTH = 64;

const plainCopy = (value: unknown, seen: Set<object>, depth: number): unknown => {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return value;
    case 'object':
      break;
    default:
      throw NOT_PLAIN; // symbols and functions: structuredClone refuses them
  }
  if (value === null) return null;
  if (depth >= MAX_DEPTH || seen.has(value)) throw NOT_PLAIN;
  seen.add(value);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Array.prototype && Array.isArray(value)) {
    // Dense, and nothing but its elements: what structuredClone gives back as a plain array.
    if (Object.keys(value).length !== value.length) throw NOT_PLAIN;
    const copy: unknown[] = [];
    for (let i = 0; i < value.length; i++) copy.push(plainCopy(value[i], seen, depth + 1));
    return Object.freeze(copy);
  }
  if (proto !== Object.prototype || Array.isArray(value)) throw NOT_PLAIN;
  const copy: Record<string, unknown> = {};
  // Own enumerable string keys, in order: what structuredClone copies of a plain object. An own
  // "__proto__" would set the copy's prototype instead of a property: structuredClone's to copy.
  for (const key of Object.keys(value)) {
    if (key === '__proto__') throw NOT_PLAIN;
    copy[key] = plainCopy((value as Record<string, unknown>)[key], seen, depth + 1);
  }
  return Object.freeze(copy);
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
