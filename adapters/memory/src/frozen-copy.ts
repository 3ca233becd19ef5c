/**
 * A deep, frozen copy of a stored document: the caller keeps no handle on stored state and
 * cannot change it through what `get` returns, as with a database that hands out fresh copies.
 */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
