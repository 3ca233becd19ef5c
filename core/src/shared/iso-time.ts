/**
 * `new Date(ms).toISOString()`, the date part worked out once per UTC day: an answer's timestamps
 * (a quote's expiry, a meta's reset time, a sale's booking and auto-validation) fall on a few days,
 * and formatting the time of day by hand is several times cheaper than a Date and its ISO string.
 * A postback names two days (today, and the day its sale validates), so the last few days are
 * kept, not only the last one.
 */
const DAY_MS = 86_400_000;
/** The range of valid Date values, ±100,000,000 days around 1970. */
const MAX_TIME = 8.64e15;

/** `YYYY-MM-DDT` (or `±YYYYYY-MM-DDT`) by the day's first millisecond: the ISO string less its 13-character time. */
const dateParts = new Map<number, string>();
/** Days kept: today, yesterday and the few days answers point ahead to; past that, the map starts over. */
const DAYS_KEPT = 16;

const datePartOf = (start: number): string => {
  let part = dateParts.get(start);
  if (part === undefined) {
    part = new Date(start).toISOString().slice(0, -13);
    if (dateParts.size >= DAYS_KEPT) dateParts.clear();
    dateParts.set(start, part);
  }
  return part;
};

export const isoTime = (ms: number): string => {
  // What the day arithmetic does not cover exactly (fractions, invalid dates) is the Date's to write, or refuse.
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > MAX_TIME) return new Date(ms).toISOString();
  const start = Math.floor(ms / DAY_MS) * DAY_MS;
  const inDay = ms - start;
  return `${datePartOf(start)}${two(Math.floor(inDay / 3_600_000))}:${two(Math.floor(inDay / 60_000) % 60)}:${two(Math.floor(inDay / 1000) % 60)}.${three(inDay % 1000)}Z`;
};

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
const three = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n));
