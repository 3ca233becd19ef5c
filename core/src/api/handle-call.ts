import { inject, injectable, multiInject } from 'inversify';
import { httpStatusOf, wireCode, type ErrorCode } from '../errors/error-catalogue.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { unknownFieldFinder, type UnknownFieldFinder } from '../validation/unknown-fields.js';
import { SCHEMAS } from '../validation/schema-registry.js';
import { refuseIllFormedText } from '../validation/well-formed-text.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { LOGGER, type Logger } from '../ports/logger.js';
import { isStorageUnavailable } from '../ports/storage-unavailable.js';
import { Authenticate } from '../auth/authenticate.js';
import { burstLimitOf, type ApiKeyRecord, type QuotaBucket } from '../contract/api-key.js';
import { RateLimits } from '../limits/rate-limits.js';
import { QuotaReservation } from '../limits/quota-reservation.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import type { StoredAnswer } from '../ports/idempotency-store.js';
import type { Endpoint } from '../contract/endpoints.js';
import { OPERATION, type Caller, type Operation, type OperationRequest, type OperationSuccess } from '../contract/operation.js';
import { routerOf, type Routing } from '../contract/routing.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';

/** Where a refusal stands: its endpoint (once routed), and once authenticated the key and bucket its headers describe. */
interface Standing {
  endpoint?: Endpoint;
  quota?: { readonly key: ApiKeyRecord; readonly bucket: QuotaBucket };
}

/** The typed input of a call, with the decoded body it came from (undefined for endpoints without one). */
interface Parsed {
  readonly input: unknown;
  readonly body: unknown;
}

/**
 * The request pipeline every transport goes through (docs/request-pipeline.md):
 * route → authenticate → scope → attribution → burst → parse → authorise → daily → run.
 * Each step's refusal is final, so the first failing step decides the error code. `run` never
 * rejects: a storage outage anywhere becomes 503 STORAGE_UNAVAILABLE, a bug 500 INTERNAL_ERROR.
 */
@injectable()
export class HandleCall {
  /** The composed endpoints, and their operations by endpoint id. */
  readonly endpoints: readonly Endpoint[];
  private readonly operations = new Map<string, Operation>();
  private readonly route: (method: string, path: string) => Routing;
  private readonly finders = new Map<string, UnknownFieldFinder>();

  constructor(
    @multiInject(OPERATION) operations: Operation[],
    @inject(Authenticate) private readonly authenticate: Authenticate,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(PartnerActivity) private readonly activity: PartnerActivity,
    @inject(IdempotencyKeys) private readonly idempotency: IdempotencyKeys,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {
    for (const operation of operations) this.operations.set(operation.endpoint.id, operation);
    this.endpoints = operations.map((operation) => operation.endpoint);
    // Throws on two operations bound to one method and path.
    this.route = routerOf(this.endpoints);
  }

  async run(call: SignedCall): Promise<Answer> {
    const standing: Standing = {};
    try {
      return await this.pipeline(call, standing);
    } catch (e) {
      return this.failed(e, call, standing, standing.endpoint);
    }
  }

  private async pipeline(call: SignedCall, standing: Standing): Promise<Answer> {
    // Routed once: by the transport when it did (and named the endpoint in its access log), else here.
    const routing = call.route ?? this.route(call.method, call.path);
    if (routing.endpoint === undefined) return this.refuse(routing.failure, call, standing);
    const operation = this.operations.get(routing.endpoint.id);
    if (operation === undefined) return this.refuse(notComposed(call), call, standing);
    const { endpoint } = operation;
    standing.endpoint = endpoint;

    const authentication = await this.authenticateCall(call);
    if (!authentication.ok) return this.refuse(authentication.failure, call, standing);
    const caller = authentication.value;
    const { key } = caller;
    const bucket = endpoint.bucket ?? 'reads';
    standing.quota = { key, bucket };

    if (endpoint.scope !== null && !key.scopes.includes(endpoint.scope)) {
      return this.refuse({ code: 'SCOPE_FORBIDDEN', detail: `This endpoint needs the scope "${endpoint.scope}".` }, call, standing);
    }
    if (endpoint.needsAttribution && caller.mode === 'live' && !caller.partner) {
      return this.refuse({ code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This live key has no partner account to credit.' }, call, standing);
    }

    const quota = new QuotaReservation(this.limits, key, endpoint.bucket, this.clock.now());
    const burst = await quota.takeBurst();
    if (!burst.admitted) {
      return this.refuse({ code: 'RATE_LIMITED', detail: `More than ${burstLimitOf(key)} calls in this minute.` }, call, standing, burst.retryAfterSeconds);
    }

    const parsed = this.parse(endpoint, operation, call, routing.params);
    if (!parsed.ok) return this.refuse(parsed.failure, call, standing);
    const { input, body: sent } = parsed.value;
    const refusal = operation.authorize ? await operation.authorize(input, caller) : undefined;
    if (refusal) return this.refuse(refusal, call, standing);

    // After validation and authorisation: a call refused before its operation runs claims no key.
    const idempotency = await this.idempotency.standing(endpoint, call, key.keyId);
    if (idempotency.kind === 'refused') return this.refuse(idempotency.failure, call, standing, idempotency.retryAfterSeconds);
    if (idempotency.kind === 'replay') return this.replay(idempotency.answer, call, standing);
    const claim = idempotency.kind === 'claimed' ? idempotency : undefined;

    // A call refused (or failing) here never ran: the key it claimed is given back, or its retry
    // would meet IDEMPOTENCY_KEY_IN_USE until the lease ends instead of this call's own answer.
    const daily = await quota.takeDaily().catch(async (e: unknown) => {
      await claim?.giveBack().catch(() => undefined);
      throw e;
    });
    if (daily !== undefined && !daily.admitted) {
      await claim?.giveBack();
      return this.refuse(
        { code: 'QUOTA_EXCEEDED', detail: `The daily ${endpoint.bucket} bucket is spent; it refills at the next UTC midnight.`, extra: { bucket: endpoint.bucket } },
        call,
        standing,
        daily.retryAfterSeconds,
      );
    }

    // The daily slot is kept only by what the caller is charged for: not a failure upstream (5xx),
    // not a throw, not a success whose outcome costs nothing (endpoints.ts `cost`). The unknown
    // fields are listed once the slot is taken: a first listing builds its schema's finder, which
    // must not hold a cold instance's calls back from the counters.
    let kept = false;
    let outcome: Result<OperationSuccess> | undefined;
    try {
      outcome = await operation.run(this.requestOf(call, caller, input, this.unknownFieldsOf(endpoint, sent)));
      kept = outcome.ok ? costOf(endpoint, outcome.value) > 0 : httpStatusOf(outcome.failure.code) < 500;
    } finally {
      await quota.settle(kept);
      // A throw (a storage outage, a bug) leaves the outcome unknown: the key is given back for the
      // retry to run again. Best effort: a key not given back is taken over when its lease ends.
      if (claim !== undefined && outcome === undefined) await claim.giveBack().catch(() => undefined);
    }
    if (!outcome.ok) {
      const refusal = await this.refuse(outcome.failure, call, standing, outcome.failure.retryAfterSeconds);
      if (claim !== undefined) await (refusal.status < 500 ? claim.keep(storedOf(refusal)) : claim.giveBack());
      return refusal;
    }

    const activity = endpoint.sandboxActivity;
    if (activity && caller.mode === 'sandbox' && caller.partner && countsAs(activity.outcomes, outcome.value)) {
      await this.activity.record(caller.partner.code, activity.kind);
    }
    const { status, body, etag, table } = outcome.value;
    if (claim !== undefined) await claim.keep({ status, body });
    const rateLimit = await quota.state(bucket);
    const answer: Answer =
      endpoint.cacheSeconds === undefined
        ? { status, body, rateLimit, requestId: call.requestId }
        : { status, body, rateLimit, cacheSeconds: endpoint.cacheSeconds, requestId: call.requestId };
    const tagged = endpoint.etag && etag !== undefined ? { ...answer, etag } : answer;
    return table === undefined ? tagged : { ...tagged, table };
  }

  /** The first answer given under the call's Idempotency-Key, again: no operation runs, no daily slot is taken. */
  private async replay(stored: StoredAnswer, call: SignedCall, standing: Standing): Promise<Answer> {
    const { quota } = standing;
    const rateLimit = quota ? await this.limits.state(quota.key, quota.bucket, this.clock.now()).catch(() => undefined) : undefined;
    return {
      status: stored.status,
      body: stored.body,
      ...(stored.code === undefined ? {} : { code: stored.code as ErrorCode }),
      ...(rateLimit === undefined ? {} : { rateLimit }),
      idempotentReplayed: true,
      requestId: call.requestId,
    };
  }

  /** Authentication, with a failing key store told apart from a refused key. */
  private async authenticateCall(call: SignedCall) {
    try {
      return (await this.authenticate.run(call)).result;
    } catch (e) {
      if (isStorageUnavailable(e)) throw e;
      this.logger.error('key lookup failed', { requestId: call.requestId, error: errorLine(e) });
      return { ok: false as const, failure: { code: 'AUTH_LOOKUP_FAILED' as const, detail: 'The key could not be looked up; try again.' } };
    }
  }

  /**
   * The typed input, with the decoded body it came from. Text that is not well-formed Unicode (a
   * lone surrogate) is refused here, once for every endpoint and transport, after the parser
   * accepted the rest: a store would keep it as U+FFFD and no replay would match it again.
   */
  private parse(endpoint: Endpoint, operation: Operation, call: SignedCall, params?: Readonly<Record<string, string>>): Result<Parsed> {
    let body: unknown;
    if (endpoint.requestSchema !== undefined) {
      const decoded = call.decodeBody(call.rawBody);
      if (!decoded.ok) return decoded;
      body = decoded.value;
    }
    // A path's parameters reach the operation with the query's, and win over a query parameter of the same name.
    const query = params === undefined ? call.query : { ...call.query, ...params };
    const input = operation.parse(body, query);
    if (!input.ok) return input;
    const illFormed = refuseIllFormedText(body, query, (b, q) => operation.parse(b, q));
    return illFormed === undefined ? ok({ input: input.value, body }) : { ok: false, failure: illFormed };
  }

  /** Fields of the body its request schema does not declare (validation/unknown-fields.ts). */
  private unknownFieldsOf(endpoint: Endpoint, body: unknown): string[] {
    const { requestSchema } = endpoint;
    if (requestSchema === undefined || body === undefined) return [];
    let find = this.finders.get(requestSchema);
    if (find === undefined) {
      // An endpoint whose body schema is not registered (a test's probe) lists nothing.
      find = SCHEMAS.some((s) => s.$id === requestSchema) ? unknownFieldFinder(requestSchema) : () => [];
      this.finders.set(requestSchema, find);
    }
    return find(body);
  }

  /** What the operation runs with: the caller's limit, if it set one, on the composition's clock (operations compare it with clock.now()). */
  private requestOf(call: SignedCall, caller: Caller, input: unknown, unknownFields: readonly string[]): OperationRequest<unknown> {
    const { requestId, timeoutMs } = call;
    return timeoutMs === undefined
      ? { caller, input, requestId, unknownFields }
      : { caller, input, requestId, unknownFields, deadline: this.clock.now() + timeoutMs };
  }

  /** The one answer for anything thrown: a storage outage (503) or a bug (500), never a rejection. */
  private async failed(e: unknown, call: SignedCall, standing: Standing, endpoint?: Endpoint): Promise<Answer> {
    if (isStorageUnavailable(e)) {
      this.logger.error('storage unavailable', { requestId: call.requestId, error: errorLine(e) });
      return this.refuse(
        { code: 'STORAGE_UNAVAILABLE', detail: storageFailureDetail(endpoint, call.requestId) },
        call,
        standing,
        e.retryAfterSeconds,
        false,
      );
    }
    this.logger.error('operation failed', { requestId: call.requestId, path: call.path, error: errorLine(e) });
    return this.refuse({ code: 'INTERNAL_ERROR', detail: `Unexpected error; mention request id ${call.requestId}.` }, call, standing);
  }

  private async refuse(failure: Failure, call: SignedCall, standing: Standing, retryAfterSeconds?: number, readQuota = true): Promise<Answer> {
    // The request id travels in the body too, so a developer quoting an error quotes the id with it.
    const body = { error: wireCode(failure.code), ...(failure.detail ? { detail: failure.detail } : {}), ...failure.extra, requestId: call.requestId };
    // Best effort: a refusal is still given when the counters cannot be read (the headers are then left out).
    const { quota } = standing;
    const rateLimit = readQuota && quota ? await this.limits.state(quota.key, quota.bucket, this.clock.now()).catch(() => undefined) : undefined;
    return {
      status: httpStatusOf(failure.code),
      body,
      code: failure.code,
      ...(rateLimit === undefined ? {} : { rateLimit }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      requestId: call.requestId,
    };
  }
}

/** A transport named an endpoint this composition does not serve: as for any unknown path. */
const notComposed = (call: SignedCall): Failure => ({ code: 'NOT_FOUND', detail: `No endpoint at ${call.path} (paths are case-sensitive).` });

/** What an answer keeps for its Idempotency-Key's replays. */
const storedOf = (answer: Answer): StoredAnswer => (answer.code === undefined ? { status: answer.status, body: answer.body } : { status: answer.status, body: answer.body, code: answer.code });

/** What a success costs in its endpoint's bucket (endpoints.ts `cost`). */
const costOf = (endpoint: Endpoint, success: OperationSuccess): number =>
  success.outcome === undefined ? 1 : (endpoint.cost?.[success.outcome] ?? 1);

/** Whether a success's outcome is one the activity counts (every outcome when none are listed). */
const countsAs = (outcomes: readonly string[] | undefined, success: OperationSuccess): boolean =>
  outcomes === undefined || (success.outcome !== undefined && outcomes.includes(success.outcome));

/** One line for the JSON log: name, message and the top of the stack, never a multi-line dump. */
const errorLine = (e: unknown): string => {
  if (!(e instanceof Error)) return String(e);
  const at = e.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
  return `${e.name}: ${e.message}${at ? ` (${at})` : ''}`;
};

/**
 * A write whose storage failed may still have been applied (a database that wrote but whose
 * answer was lost, docs/deployment.md): its outcome is unknown, and since links and postbacks are
 * idempotent, replaying the very same request tells it. A read recorded nothing to speak of.
 */
const storageFailureDetail = (endpoint: Endpoint | undefined, requestId: string): string =>
  endpoint?.writes
    ? `Storage failed during this write; it may have been recorded or not. After the Retry-After delay, replay the same request (it is idempotent): its answer tells the outcome (request id ${requestId}).`
    : `Storage is unavailable. Retry after the Retry-After delay (request id ${requestId}).`;
