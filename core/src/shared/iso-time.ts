/**
 * `new Date(ms).toISOString()`, remembering the last instant asked: an answer's timestamps (a
 * quote's expiry, a meta's reset time) repeat across the calls of one millisecond or one day.
 */
let lastMs = Number.NaN;
let lastText = '';

export const isoTime = (ms: number): string => {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
};
