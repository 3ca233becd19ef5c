/** What every MongoDB store of one connection shares. */
export interface StoreSettings {
  /** Retry-After, in seconds, of the 503 answered while the database is unreachable. */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_STORE_SETTINGS: StoreSettings = { retryAfterSeconds: 1 };
