/** Time comes in through this port so that the core never reads the system clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch: the service's now (validation periods, expiry, quotas, dates). */
  now(): number;
  /**
   * The real time, when the composition moves `now` (PARASOL_CLOCK_OFFSET, for demos and tests of
   * time-bound rules on a running server). A signature's timestamp is checked against it, since a
   * partner signs with its own clock. Absent: `now`.
   */
  wallNow?(): number;
}
export const CLOCK = Symbol.for('parasol.Clock');
