/**
 * What a store adapter throws when its storage cannot be reached (connection refused or reset,
 * no server selected, timed out). The request pipeline answers it with 503 STORAGE_UNAVAILABLE
 * and Retry-After; any other exception from a port is a bug (500 INTERNAL_ERROR). Throwing it
 * means the adapter could not tell whether, or made sure that, nothing was half written.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(
    message: string,
    /** Seconds a client should wait before retrying. */
    readonly retryAfterSeconds = 1,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isStorageUnavailable = (e: unknown): e is StorageUnavailableError =>
  e instanceof StorageUnavailableError || (e as { name?: unknown } | null)?.name === 'StorageUnavailableError';
