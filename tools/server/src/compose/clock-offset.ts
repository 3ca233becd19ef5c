import type { Clock } from '@parasol/core';

/** The variable that moves the server's clock (README, Configuration). */
export const CLOCK_OFFSET_ENV = 'PARASOL_CLOCK_OFFSET';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A clock offset that cannot be read: start-up stops, naming the variable and an example. */
export class ClockOffsetError extends Error {
  override readonly name = 'ClockOffsetError';
}

/**
 * An ISO 8601 duration with an optional sign: weeks, days, hours, minutes and seconds (`P15D`,
 * `PT2H`, `P1DT12H`, `-P1D`, `PT0.5S`). Years and months are refused: they have no fixed length,
 * and a day count says the same thing without ambiguity.
 */
const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/** Milliseconds the duration adds to the clock (negative moves it back). */
export function parseClockOffset(text: string): number {
  const match = DURATION.exec(text.trim());
  const [, sign, weeks, days, hours, minutes, seconds] = match ?? [];
  if (!match || [weeks, days, hours, minutes, seconds].every((part) => part === undefined) || text.trim().endsWith('T')) {
    const monthsOrYears = /^[+-]?P[^T]*[YM]/.test(text.trim());
    throw new ClockOffsetError(
      `${CLOCK_OFFSET_ENV} must be an ISO 8601 duration in weeks, days, hours, minutes or seconds, such as P15D (15 days ahead), PT2H or -P1D, not "${text}"${monthsOrYears ? ' (years and months have no fixed length: count days, P30D)' : ''}`,
    );
  }
  const n = (part: string | undefined) => (part === undefined ? 0 : Number(part.replace(',', '.')));
  const ms = Math.round(n(weeks) * 7 * DAY_MS + n(days) * DAY_MS + n(hours) * HOUR_MS + n(minutes) * 60_000 + n(seconds) * 1000);
  return sign === '-' ? -ms : ms;
}

/**
 * The system clock moved by a fixed offset: what the service reads as now (validation periods,
 * link expiry, daily quotas, dates on sales). A signature's timestamp is still checked against the
 * real time (wallNow): a partner's server signs with its own clock, which the offset does not move.
 */
export class OffsetClock implements Clock {
  constructor(readonly offsetMs: number) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  wallNow(): number {
    return Date.now();
  }
}

/** "15 days", "2 hours", "-1 day 12 hours": the offset as the start-up warning says it. */
export function describeOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of [['day', DAY_MS], ['hour', HOUR_MS], ['minute', 60_000], ['second', 1000]] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  if (rest > 0) parts.push(`${rest} ms`);
  return `${sign}${parts.length > 0 ? parts.join(' ') : '0 seconds'}`;
}
