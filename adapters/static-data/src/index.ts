export * from './fx/index.js';
