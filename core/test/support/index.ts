// Test data shared by every workspace's tests: `import { aTrip } from '@parasol/core/test-support'`.
// Source only (no dist build): tests always run the sources (the parasol-source condition).
export * from './the-trip.js';
