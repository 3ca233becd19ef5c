/**
 * A conformance case: one or more steps, each a call (possibly repeated) and what its answer must
 * be. Scenario files (conformance/scenarios/*.json, see src/schemas/scenario.schema.json) and the
 * schema-derived validation cases both become this shape; the runner knows nothing else.
 */
export interface ConformanceCase {
  readonly name: string;
  /** Where the case comes from: a scenario file, or the schema it was derived from. */
  readonly source: string;
  readonly steps: readonly CaseStep[];
}

export interface CaseStep {
  readonly name?: string;
  /** Key id to sign with: a fixture key, or an id no fixture issues (unknown-key cases). */
  readonly key: string;
  readonly request: CaseRequest;
  /** Sends the request this many times; 1 when absent. */
  readonly repeat?: number;
  /** With repeat: all at once, judged by `tally` instead of `expect`. */
  readonly concurrent?: boolean;
  readonly expect?: Expectation;
  readonly expectBefore?: Expectation;
  readonly tally?: readonly { readonly count: number; readonly expect: Expectation }[];
  /** name -> pointer into the (last) answer; later steps use the value as "{{name}}". */
  readonly capture?: Readonly<Record<string, string>>;
}

export interface CaseRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** A string is sent byte for byte; anything else as its JSON text; absent: empty body. */
  readonly body?: unknown;
  readonly sign?: SignOptions;
}

export type SigningHeader = 'keyId' | 'timestamp' | 'signature';

export interface SignOptions {
  readonly timestampOffsetSeconds?: number;
  /** Literal x-svc-timestamp value. */
  readonly timestamp?: string;
  readonly scheme?: 'v1' | 'v2';
  readonly signedPath?: string;
  /** Body put in the signed message instead of the one sent. */
  readonly signedBody?: unknown;
  readonly secret?: 'wrong';
  readonly omit?: readonly SigningHeader[];
}

/** Pointers address the answer as {status, body, rateLimit, retryAfter}. */
export interface Expectation {
  readonly status: number;
  readonly error?: string;
  readonly responseSchema?: string;
  readonly bodySubset?: unknown;
  readonly values?: Readonly<Record<string, unknown>>;
  readonly notValues?: Readonly<Record<string, unknown>>;
  readonly present?: readonly string[];
  readonly absent?: readonly string[];
  readonly ranges?: Readonly<Record<string, { readonly min?: number; readonly max?: number }>>;
  readonly ordered?: readonly { readonly array: string; readonly by: string; readonly strictly?: boolean }[];
}
