/** Time comes in through this port so that the core never reads the system clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
export const CLOCK = Symbol.for('parasol.Clock');
