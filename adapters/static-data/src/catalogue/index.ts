export * from './catalogue-file.js';
