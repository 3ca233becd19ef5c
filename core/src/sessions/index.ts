export * from './session-tokens.js';
