const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface LimitWindow {
  readonly name: string;
  readonly endsAt: number;
}

/** The UTC day `now` falls in: its name and when it ends (next UTC midnight). */
export const dailyWindow = (now: number): LimitWindow => {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  return { name: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
};

/** The clock minute `now` falls in: the burst window. */
export const minuteWindow = (now: number): LimitWindow => {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { name: String(start / MINUTE_MS), endsAt: start + MINUTE_MS };
};

/** Whole seconds from `now` until `at`, at least 1 (a Retry-After of 0 invites a busy loop). */
export const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));
