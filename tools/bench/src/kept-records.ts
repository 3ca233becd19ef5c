/**
 * The records the memory stores keep by design (a link's subscription, a postback's sale, a
 * delivery in the log), and how much memory they hold: the memory scenario (rss-growth.ts) counts
 * growth of everything but them (docs/decisions: the RSS target over mixed requests).
 *
 * `emptyStores` forgets every record of the stores given: it clears each Map and Set the store
 * holds, and those of the helper objects it holds (an outbox index), whatever their names, so it
 * follows the stores as they change. A bench-only operation: the stores stay usable, empty, and the
 * load that follows makes new records (no request of the memory scenario reads an old one).
 */
export const emptyStores = (stores: readonly object[]): void => {
  for (const store of stores) empty(store, 0);
};

/** How deep under a store a container may sit: the store's fields, and its helpers' fields. */
const MAX_DEPTH = 2;

const empty = (holder: object, depth: number): void => {
  for (const value of Object.values(holder) as unknown[]) {
    if (value instanceof Map || value instanceof Set) value.clear();
    else if (Array.isArray(value)) {
      if (!Object.isFrozen(value)) value.length = 0;
    } else if (typeof value === 'object' && value !== null && depth + 1 < MAX_DEPTH && !Object.isFrozen(value)) empty(value, depth + 1);
  }
};

/** The heap and off-heap bytes in use after a full collection (node runs with --expose-gc). */
export const bytesInUseAfterGc = (): number => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('run node with --expose-gc to measure the records kept');
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/** The bytes the stores' records held: in use before emptying them, less in use after (both after a full collection). */
export const bytesHeldBy = (stores: readonly object[]): number => {
  const before = bytesInUseAfterGc();
  emptyStores(stores);
  return before - bytesInUseAfterGc();
};

