/**
 * Whether a value is frozen all the way down: the core freezes the parts every answer shares (a
 * quote's offers from the catalogue, the meta's reference lists), so what they encode to cannot
 * change while they live and can be kept (body-mapper.ts). Asked once per frozen object.
 */
const verdicts = new WeakMap<object, boolean>();
const MAX_DEPTH = 64;

const frozenAllTheWay = (value: object, depth: number): boolean => {
  const known = verdicts.get(value);
  if (known !== undefined) return known;
  if (depth >= MAX_DEPTH || !Object.isFrozen(value)) return false;
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null && !frozenAllTheWay(child, depth + 1)) return remember(value, false);
  }
  return remember(value, true);
};

const remember = (value: object, verdict: boolean): boolean => {
  verdicts.set(value, verdict);
  return verdict;
};

export const isDeepFrozen = (value: unknown): value is object => typeof value === 'object' && value !== null && frozenAllTheWay(value, 0);
