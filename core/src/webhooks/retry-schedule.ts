/**
 * The waits between a delivery's attempts, in ms: after failed attempt n (1-based) the next comes
 * `schedule[n - 1]` later; a failure with no wait left is final. The default spreads 8 attempts
 * over 3 days, each wait about four times the one before, the last falling 72 hours after the
 * first: a receiver down for a deploy gets its events within minutes, one down for a weekend
 * still gets them, and one down for three days is disabled (docs/webhooks.md).
 */
export type RetrySchedule = readonly number[];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 8 * HOUR, 24 * HOUR, 37 * HOUR + 24 * MINUTE];

/** The schedule's span: from the first attempt to the last, when each comes on time. */
export const spanOf = (schedule: RetrySchedule): number => schedule.reduce((sum, wait) => sum + wait, 0);

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * One ISO 8601 duration in ms: weeks, days, hours, minutes and (fractional) seconds. Years and
 * months are refused: their length depends on the date. Throws a message naming the value.
 */
export const parseIsoDuration = (text: string): number => {
  const match = DURATION.exec(text);
  if (match === null || text === 'P' || text.endsWith('T')) throw new Error(`"${text}" is not an ISO 8601 duration such as PT30S, PT5M, PT2H or P1D`);
  const [, w, d, h, m, s] = match;
  const ms = (Number(w ?? 0) * 7 * 24 + Number(d ?? 0) * 24 + Number(h ?? 0)) * HOUR + Number(m ?? 0) * MINUTE + Math.round(Number(s ?? 0) * 1000);
  if (ms <= 0) throw new Error(`"${text}" is no wait at all: every retry must wait`);
  return ms;
};

/** PARASOL_WEBHOOKS_RETRY_SCHEDULE: comma-separated durations (e.g. `PT1S,PT2S,PT4S`) replacing the default. */
export const parseRetrySchedule = (text: string): RetrySchedule => {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => p === '')) throw new Error(`PARASOL_WEBHOOKS_RETRY_SCHEDULE "${text}": a comma-separated list of ISO 8601 durations, e.g. PT1S,PT2S,PT4S`);
  try {
    return parts.map(parseIsoDuration);
  } catch (e) {
    throw new Error(`PARASOL_WEBHOOKS_RETRY_SCHEDULE: ${(e as Error).message}`);
  }
};
