/**
 * The widget's abuse limits, bound under WIDGET_SETTINGS (optional: the defaults apply otherwise).
 * The widget needs no key, so these bound what an anonymous page can make Parasol do: every
 * quote and every offer choice made through a widget counts once against its client (the
 * connection's IP address) and once against its ref (docs/funnel-pages.md, Widget limits).
 */
export interface WidgetSettings {
  /** Quotes and choices per minute from one client IP: a traveller re-quotes a few times; a shared office IP has room. */
  readonly perClientPerMinute: number;
  /** Per minute through one ref, all clients together: a busy partner page, not a scraper. */
  readonly perRefPerMinute: number;
  /** Per UTC day through one ref: caps what one ref can cost the insurers a live widget asks. */
  readonly perRefPerDay: number;
}

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  perClientPerMinute: 20,
  perRefPerMinute: 300,
  perRefPerDay: 5000,
};

export const WIDGET_SETTINGS = Symbol.for('parasol.WidgetSettings');
