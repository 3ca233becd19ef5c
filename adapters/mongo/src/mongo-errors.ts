import { MongoError, MongoNetworkError, MongoServerError, MongoServerSelectionError, MongoWriteConcernError } from 'mongodb';
import { StorageUnavailableError } from '@parasol/core';

/**
 * The one place that decides what a MongoDB failure means to Parasol. Three outcomes only:
 *  - a duplicate key (11000) is an answer, not a failure: "that natural key exists already";
 *  - the database could not be reached or could not confirm the write (no server selected,
 *    refused, reset or timed-out connection, a primary stepping down, a write concern not
 *    satisfied in time, the client closed at shutdown): StorageUnavailableError, which the
 *    pipeline answers with 503 STORAGE_UNAVAILABLE and Retry-After;
 *  - anything else (a bad query, a validator, a driver bug) is ours and stays as it is: 500.
 * Nothing here retries: a write whose acknowledgement was lost may have been applied, and only
 * the driver's retryable writes (replica sets and sharded clusters, with a transaction number the
 * server deduplicates on) can retry one safely.
 */

/** Server codes the drivers' retryable-writes and retryable-reads specifications treat as transient. */
const TRANSIENT_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  64, // WriteConcernFailed (wtimeout)
  89, // NetworkTimeout
  91, // ShutdownInProgress
  112, // WriteConflict
  133, // FailedToSatisfyReadPreference
  134, // ReadConcernMajorityNotAvailableYet
  150, // StaleEpoch
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  462, // IngressRequestRateLimitExceeded
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13388, // StaleConfig
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Labels the server or the driver puts on errors that a later attempt may not meet. */
const TRANSIENT_LABELS = ['RetryableWriteError', 'RetryableError', 'ResetPool', 'HandshakeError', 'SystemOverloadedError', 'TransientTransactionError'];

/** Driver errors, by name, that mean "not reachable now" without being a MongoNetworkError. */
const UNREACHABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoTopologyClosedError',
  'MongoClientClosedError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoPoolClosedError',
  'MongoServerClosedError',
  'MongoOperationTimeoutError',
  'MongoStalePrimaryError',
  'MongoWaitQueueTimeoutError',
]);

/**
 * Socket errors the driver (7.9) lets through unwrapped when a write to a connection the server
 * just closed fails (a plain `Error: write ECONNRESET`, not a MongoNetworkError).
 */
const SOCKET_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export const DUPLICATE_KEY = 11000;

/** True for a duplicate key error: the create-if-absent lost, or the key was there already. */
export const isDuplicateKey = (e: unknown): boolean =>
  e instanceof MongoServerError && (e.code === DUPLICATE_KEY || (e as { writeErrors?: { code?: number }[] }).writeErrors?.[0]?.code === DUPLICATE_KEY);

/** True when the failure says the database is out of reach (or unsure), not that the request was wrong. */
export function isUnavailable(e: unknown): boolean {
  if (e instanceof MongoNetworkError || e instanceof MongoServerSelectionError || e instanceof MongoWriteConcernError) return true;
  if (!(e instanceof MongoError)) {
    const { code, syscall } = (e ?? {}) as { code?: unknown; syscall?: unknown };
    return typeof syscall === 'string' && typeof code === 'string' && SOCKET_ERROR_CODES.has(code);
  }
  if (UNREACHABLE_NAMES.has(e.name)) return true;
  if (TRANSIENT_LABELS.some((label) => e.hasErrorLabel(label))) return true;
  return typeof e.code === 'number' && TRANSIENT_SERVER_CODES.has(e.code);
}

/**
 * Runs one store operation and turns an outage into StorageUnavailableError (the cause kept, the
 * message naming the operation, never a document: records hold sealed secrets and partners' data).
 */
export async function guarded<T>(operation: string, retryAfterSeconds: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUnavailable(e)) {
      throw new StorageUnavailableError(`MongoDB unavailable during ${operation}: ${(e as Error).name}: ${(e as Error).message}`, retryAfterSeconds, { cause: e });
    }
    throw e;
  }
}
