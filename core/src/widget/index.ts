export * from './widget-ref.js';
export * from './widget-settings.js';
export * from './widget-limits.js';
export * from './widget-mode.js';
export * from './resolve-widget.js';
export * from './widget-gate.js';
export * from './widget-quote.js';
export * from './widget-link.js';
