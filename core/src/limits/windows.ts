const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface LimitWindow {
  readonly name: string;
  readonly endsAt: number;
}

/** The last day asked for: every call of a day asks for the same one, several times per request. */
let lastDay: LimitWindow = { name: '', endsAt: Number.NaN };

/** The UTC day `now` falls in: its name and when it ends (next UTC midnight). */
export const dailyWindow = (now: number): LimitWindow => {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  if (lastDay.endsAt !== start + DAY_MS) lastDay = { name: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
  return lastDay;
};

/** The last minute asked for, as lastDay. */
let lastMinute: LimitWindow = { name: '', endsAt: Number.NaN };

/** The clock minute `now` falls in: the burst window. */
export const minuteWindow = (now: number): LimitWindow => {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  if (lastMinute.endsAt !== start + MINUTE_MS) lastMinute = { name: String(start / MINUTE_MS), endsAt: start + MINUTE_MS };
  return lastMinute;
};

/** Whole seconds from `now` until `at`, at least 1 (a Retry-After of 0 invites a busy loop). */
export const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));
