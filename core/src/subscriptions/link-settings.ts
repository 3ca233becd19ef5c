/** Tunables of tracked links, bound under LINK_SETTINGS (optional: the defaults apply otherwise). */
export interface LinkSettings {
  /** How long a link opens after its latest mint, replay or update (expiresAt), in seconds. */
  readonly linkTtlSeconds: number;
  /** Compare-and-set retries when concurrent calls on one session race (each retry re-reads). */
  readonly maxRaceRetries: number;
}

export const DEFAULT_LINK_SETTINGS: LinkSettings = {
  // A quote's premium is re-rated when the traveller opens the link, so the link itself can live
  // as long as a travel booking's typical consideration window.
  linkTtlSeconds: 30 * 24 * 3600,
  maxRaceRetries: 8,
};

export const LINK_SETTINGS = Symbol.for('parasol.LinkSettings');
