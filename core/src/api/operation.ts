import type { ApiKeyRecord, KeyMode, QuotaBucket, Scope } from '../auth/api-key.js';
import type { PartnerRecord } from '../ports/partner-store.js';
import type { Result } from '../shared/result.js';

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
}

/** DI token under which every operation is bound (multi-injection builds the route table). */
export const OPERATION = Symbol.for('parasol.Operation');

export interface OperationSuccess {
  /** 200, or 201 when something was created (a first link mint). */
  readonly status: 200 | 201;
  readonly body: object;
}

/**
 * One endpoint of the API, independent of transport. The request pipeline
 * (api/handle-call.ts) authenticates, checks `scope`, takes the burst slot, parses the input,
 * takes a daily-quota slot from `bucket`, then runs. The REST routes and the in-process client
 * are both derived from this table.
 */
export interface Operation<Input = unknown> {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Scope required; null when any valid key may call. */
  readonly scope: Scope | null;
  /** Daily bucket consumed, or null for calls that consume no quota (meta, cards). */
  readonly bucket: QuotaBucket | null;
  /** Live keys must credit a partner (403 NO_ATTRIBUTION_CONFIGURED). */
  readonly needsAttribution: boolean;
  /**
   * How long a client may keep a successful answer, in seconds; absent = never (no-store). Only
   * for answers that change rarely and hold no price (spec: the card catalogue "may be cached").
   */
  readonly cacheSeconds?: number;
  /** Sandbox activity a successful call by a partner's sandbox key counts towards live access. */
  readonly sandboxActivity?: 'sandboxPriceCalls' | 'sandboxLinksMinted';
  /** Turns the parsed JSON body (undefined for GET) and query into the typed input, or the spec's 400. */
  parse(body: unknown, query: Readonly<Record<string, string>>): Result<Input>;
  run(request: OperationRequest<Input>): Promise<Result<OperationSuccess>>;
}
