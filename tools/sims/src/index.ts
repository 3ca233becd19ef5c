/** @parasol/sims: loopback simulators of the parties Parasol talks to (dev and test only, never the product). */
export * from './insurer-sim/index.js';
export * from './funnel-sim/index.js';
