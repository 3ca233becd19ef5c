const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface LimitWindow {
  readonly name: string;
  readonly endsAt: number;
}

/** When the UTC day `now` falls in ends: the next UTC midnight. */
export const endOfDay = (now: number): number => (Math.floor(now / DAY_MS) + 1) * DAY_MS;

/**
 * The UTC day `now` falls in: its name and when it ends. Writing the name costs more than the
 * rest (a Date and its ISO text): a caller that needs only the end asks endOfDay.
 */
export const dailyWindow = (now: number): LimitWindow => {
  const endsAt = endOfDay(now);
  return { name: new Date(endsAt - DAY_MS).toISOString().slice(0, 10), endsAt };
};

/** The clock minute `now` falls in: the burst window. */
export const minuteWindow = (now: number): LimitWindow => {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { name: String(start / MINUTE_MS), endsAt: start + MINUTE_MS };
};

/** Whole seconds from `now` until `at`, at least 1 (a Retry-After of 0 invites a busy loop). */
export const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));
