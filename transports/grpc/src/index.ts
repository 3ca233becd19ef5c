export * from './public-rpcs.js';
export * from './proto-files.js';
export * from './json-codec.js';
