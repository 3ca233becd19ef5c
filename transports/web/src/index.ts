export * from './traveller-pages.js';
export { pageLanguage, TRANSLATIONS, type PageLanguage } from './i18n/languages.js';
export * from './console/console-pages.js';
