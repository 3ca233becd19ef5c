/** @parasol/sims: loopback simulators of the parties Parasol talks to (dev and test only, never the product): insurers, an external funnel, Stripe. */
export * from './insurer-sim/index.js';
export * from './funnel-sim/index.js';
export * from './payments-sim/index.js';
