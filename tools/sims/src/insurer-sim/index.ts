export * from './insurer-simulator.js';
export * from './insurer-fleet.js';
export * from './insurer-sim-command.js';
export * from './issuance-desk.js';
