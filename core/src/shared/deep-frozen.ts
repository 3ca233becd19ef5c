/**
 * A deep copy of plain data, frozen all the way down: a part every answer shares, whose JSON
 * text the serialisers keep (api/frozen-json.ts) and which no caller can change for the next one.
 * The original is left as it was.
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
