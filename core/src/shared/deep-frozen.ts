/**
 * A deep copy of plain data, frozen all the way down: a part every answer shares, which no
 * caller can change for the next one. The original is left as it was.
 */
export const deepFrozenCopy = <T>(value: T): T => deepFreeze(structuredClone(value));

/** Freezes `value` and everything in it; returns it. */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};

/** A plain object or array (prototype Object.prototype, null or Array.prototype) without a toJSON of its own. */
export const isPlainData = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Array.prototype) return Array.isArray(value) && (value as { toJSON?: unknown }).toJSON === undefined;
  return (proto === Object.prototype || proto === null) && !Array.isArray(value) && (value as { toJSON?: unknown }).toJSON === undefined;
};

/**
 * Frozen all the way down, plain objects and arrays only (isPlainData), data properties only (no
 * getter), no bigint: what it holds, and so its JSON text, can never change. Asked once per
 * object: a verdict on a frozen object stands (a child frozen after a "no" only costs the object
 * the caches that ask). A cycle, or nesting deeper than MAX_DEPTH, is not frozen data.
 */
export const isFrozenData = (value: object): boolean => {
  let verdict = verdicts.get(value);
  if (verdict === undefined) {
    verdict = frozenData(value, 0);
    if (Object.isFrozen(value)) verdicts.set(value, verdict);
  }
  return verdict;
};

const verdicts = new WeakMap<object, boolean>();
const MAX_DEPTH = 64;

const frozenData = (value: object, depth: number): boolean => {
  const known = verdicts.get(value);
  if (known !== undefined) return known;
  if (depth >= MAX_DEPTH || !Object.isFrozen(value) || !isPlainData(value)) return false;
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value))) {
    if (!('value' in descriptor)) return false;
    const child: unknown = descriptor.value;
    if (typeof child === 'bigint') return false;
    if (typeof child === 'object' && child !== null && !frozenData(child, depth + 1)) return false;
  }
  return true;
};
