export * from './traveller-pages.js';
export { pageLanguage, type PageLanguage } from './i18n/languages.js';
export { CATALOGUES, type MessageKey, type Messages } from './i18n/catalogues.js';
export * from './console/console-pages.js';
