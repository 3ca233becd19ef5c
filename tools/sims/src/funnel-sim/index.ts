export * from './funnel-faults.js';
export * from './funnel-sim-protocol.js';
export * from './funnel-simulator.js';
export * from './funnel-sim-command.js';
