import type { ApiKeyRecord, KeyMode } from './api-key.js';
import type { PartnerRecord } from './partner.js';
import type { Failure, Result } from '../shared/result.js';
import type { ApiTypes } from './api-types.js';
import type { Endpoint } from './endpoints.js';

/** The authenticated caller of an operation. */
export interface Caller {
  readonly key: ApiKeyRecord;
  readonly mode: KeyMode;
  /** The partner the key credits, when it has one. */
  readonly partner?: PartnerRecord;
}

export interface OperationRequest<Input> {
  readonly caller: Caller;
  readonly input: Input;
  readonly requestId: string;
  /** Epoch ms (the composition's clock) past which the caller no longer waits; absent when it set no limit. */
  readonly deadline?: number;
  /**
   * JSON pointers of the body's fields its request schema does not declare (validation/unknown-fields.ts):
   * an operation whose answer has a meta lists them there, with the UNKNOWN_FIELD warning
   * (validation/unknown-field-warning.ts). Absent or empty: none (a GET, a call made in process by a flow).
   */
  readonly unknownFields?: readonly string[];
}

/** DI token under which every operation is bound (multi-injection builds the route table). */
export const OPERATION = Symbol.for('parasol.Operation');

/** A value and everything in it read-only: what an operation hands out may be shared. */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The success body of an endpoint, as the API's generated types say (contract/api-types.ts). */
export type SuccessBody<Id extends keyof ApiTypes> = DeepReadonly<ApiTypes[Id]['answer']>;

/**
 * A success: the typed answer body, never its text. How it is written (JSON on REST, protobuf on
 * gRPC, the object itself in process) is the transport's business.
 */
export interface OperationSuccess<Body extends object = object> {
  /** 200, or 201 when something was created (a first link mint). */
  readonly status: 200 | 201;
  readonly body: Body;
  /**
   * What happened, when the endpoint's cost depends on it (endpoints.ts `cost`), e.g. a link
   * 'minted', 'updated' or 'replayed'. Absent: the success costs what the endpoint's bucket says.
   */
  readonly outcome?: string;
  /** The answer's entity tag (a quoted string), on endpoints marked `etag` (endpoints.ts): the same body, the same tag. */
  readonly etag?: string;
  /**
   * The same answer as a table the caller asked for in another format (a payout's remittance,
   * `?format=csv`): its columns and rows as data, which REST writes as CSV instead of the JSON body
   * (transports/rest/src/serialise/csv-table.ts); other transports keep the body.
   */
  readonly table?: AnswerTable;
}

/** Rows of plain values under named columns: what a transport writes as CSV. */
export interface AnswerTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * One endpoint of the API, independent of transport: its route facts are its entry in
 * ENDPOINTS (contract/endpoints.ts), the one list of endpoints. The request pipeline (api/handle-call.ts) authenticates, checks
 * scope and attribution, takes the burst slot, parses, authorises with the caller, reserves a
 * daily slot, then runs.
 */
export interface Operation<Input = unknown, Body extends object = object> {
  /** Its entry of ENDPOINTS: route, scope, bucket, costs. */
  readonly endpoint: Endpoint;
  /** Turns the decoded body (undefined for GET) and query into the typed input, or the spec's 400. */
  parse(body: unknown, query: Readonly<Record<string, string>>): Result<Input>;
  /**
   * Checks that need the caller (CARD_MODE_FORBIDDEN, another key's session, an unknown
   * linkCode, the postback's partner), before any daily slot is taken: a refused call costs none.
   */
  authorize?(input: Input, caller: Caller): Promise<Failure | undefined> | Failure | undefined;
  run(request: OperationRequest<Input>): Promise<Result<OperationSuccess<Body>>>;
}
