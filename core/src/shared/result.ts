import type { ErrorCode } from '../errors/error-catalogue.js';

/**
 * Use cases return failures as values; transports map them to a status once, at the edge
 * (see errors/error-catalogue.ts). Throwing is reserved for bugs.
 */
export interface Failure {
  readonly code: ErrorCode;
  readonly detail?: string;
  /** Extra fields merged into the error body (e.g. `bucket`, `permittedModes`). */
  readonly extra?: Readonly<Record<string, unknown>>;
  /** When the caller may try again (a retryable refusal: the Retry-After header, gRPC metadata). */
  readonly retryAfterSeconds?: number;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: ErrorCode, detail?: string, extra?: Record<string, unknown>): Result<T> => ({
  ok: false,
  failure: { code, ...(detail === undefined ? {} : { detail }), ...(extra === undefined ? {} : { extra }) },
});
