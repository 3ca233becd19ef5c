export * from './fx/index.js';
export * from './coach/index.js';
export * from './catalogue/index.js';
