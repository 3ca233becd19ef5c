import type { Clock } from '@parasol/core';

/** The real clock, for the embedded default and deployments. Tests inject a manual clock. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

/** A clock that only moves when told to: for tests of rotation overlaps, windows and expiries. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(epochMs: number): void {
    this.current = epochMs;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
