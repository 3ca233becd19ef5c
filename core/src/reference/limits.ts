/** Numeric ceilings of the spec's Limits table, in one place. */
export const LIMITS = {
  minTravellers: 1,
  maxTravellers: 50,
  minAge: 0,
  maxAge: 120,
  minDestinations: 1,
  maxDestinations: 20,
  maxCoachDestinations: 50,
  linkCodeMin: 4,
  linkCodeMax: 32,
  timestampWindowSeconds: 300,
  burstPerMinute: 60,
  sandboxDailyReads: 200,
  sandboxDailyWrites: 50,
  rotationOverlapSeconds: 24 * 3600,
  /** Above this many travellers individual products give way to the group product. */
  groupThreshold: 10,
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: 64 * 1024,
} as const;

export const API_VERSION = '1.0.0';
