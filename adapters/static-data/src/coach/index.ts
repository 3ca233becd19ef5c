export * from './card-data-files.js';
export * from './bin-index.js';
export * from './static-card-data.js';
export * from './country-facts-file.js';
export * from './static-country-facts.js';
export * from './formalities-file.js';
export * from './static-formalities.js';
export * from './unavailable-formalities.js';
