export * from './fx/index.js';
export * from './catalogue/index.js';
