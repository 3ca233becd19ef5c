/** Tunables of tracked links, bound under LINK_SETTINGS (optional: the defaults apply otherwise). */
export interface LinkSettings {
  /** How long a link opens after its latest mint or update (expiresAt), in seconds; a replay changes nothing. */
  readonly linkTtlSeconds: number;
  /**
   * Compare-and-set retries when concurrent calls on one session race (each retry re-reads). Each
   * round of a race has one winner, so N racing calls need up to N attempts; the burst ceiling
   * (60 calls a minute per key, and a session belongs to one key) bounds N, hence 64.
   */
  readonly maxRaceRetries: number;
}

export const DEFAULT_LINK_SETTINGS: LinkSettings = {
  // A quote's premium is re-rated when the traveller opens the link, so the link itself can live
  // as long as a travel booking's typical consideration window.
  linkTtlSeconds: 30 * 24 * 3600,
  maxRaceRetries: 64,
};

export const LINK_SETTINGS = Symbol.for('parasol.LinkSettings');
