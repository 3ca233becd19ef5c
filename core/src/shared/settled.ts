/**
 * A value a port may give at once or later: the memory stores answer at once, MongoDB later. A
 * caller awaits only what is still pending, so an in-process store costs no trip through the
 * microtask queue (one per await, several per request).
 */
export type Settled<T> = T | Promise<T>;

/** Whether `value` is still to come (a promise or any thenable), rather than the value itself. */
export const isPending = <T>(value: Settled<T>): value is Promise<T> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
