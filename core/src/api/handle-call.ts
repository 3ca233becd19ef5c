import { inject, injectable, multiInject } from 'inversify';
import { httpStatusOf, wireCode } from '../errors/error-catalogue.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { unknownFieldFinder, type UnknownFieldFinder } from '../validation/unknown-fields.js';
import { SCHEMAS } from '../validation/schema-registry.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { LOGGER, type Logger } from '../ports/logger.js';
import { isStorageUnavailable } from '../ports/storage-unavailable.js';
import { Authenticate } from '../auth/authenticate.js';
import type { ApiKeyRecord, QuotaBucket } from '../contract/api-key.js';
import { RateLimits } from '../limits/rate-limits.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import type { Endpoint } from '../contract/endpoints.js';
import { OPERATION, type Caller, type Operation, type OperationSuccess } from '../contract/operation.js';
import type { Answer, SignedCall } from '../contract/signed-call.js';

/** A registered operation with its entry of the endpoint table. */
interface Route {
  readonly endpoint: Endpoint;
  readonly operation: Operation;
}

/** Where a refusal stands: the key it is about (once authenticated) and the bucket its headers describe. */
interface Standing {
  readonly key?: ApiKeyRecord;
  readonly bucket: QuotaBucket;
}

/**
 * The request pipeline every transport goes through (docs/request-pipeline.md):
 * route → authenticate → scope → attribution → burst → parse → authorise → daily → run.
 * Each step's refusal is final, so the first failing step decides the error code. `run` never
 * rejects: a storage outage anywhere becomes 503 STORAGE_UNAVAILABLE, a bug 500 INTERNAL_ERROR.
 */
@injectable()
export class HandleCall {
  private readonly routes = new Map<string, Map<string, Route>>();
  private readonly finders = new Map<string, UnknownFieldFinder>();

  constructor(
    @multiInject(OPERATION) operations: Operation[],
    @inject(Authenticate) private readonly authenticate: Authenticate,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(PartnerActivity) private readonly activity: PartnerActivity,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {
    for (const operation of operations) {
      const { endpoint } = operation;
      const byMethod = this.routes.get(endpoint.path) ?? new Map<string, Route>();
      if (byMethod.has(endpoint.method)) throw new Error(`two operations are bound to ${endpoint.method} ${endpoint.path}`);
      byMethod.set(endpoint.method, { endpoint, operation });
      this.routes.set(endpoint.path, byMethod);
    }
  }

  /** The endpoints this composition serves. */
  get endpoints(): Endpoint[] {
    return [...this.routes.values()].flatMap((m) => [...m.values()].map((r) => r.endpoint));
  }

  async run(call: SignedCall): Promise<Answer> {
    const standing: { key?: ApiKeyRecord; bucket: QuotaBucket } = { bucket: 'reads' };
    try {
      return await this.pipeline(call, standing);
    } catch (e) {
      return this.failed(e, call, standing);
    }
  }

  private async pipeline(call: SignedCall, standing: { key?: ApiKeyRecord; bucket: QuotaBucket }): Promise<Answer> {
    const byMethod = this.routes.get(call.path);
    const route = byMethod?.get(call.method.toUpperCase());
    if (!route) {
      const failure: Failure = byMethod
        ? { code: 'METHOD_NOT_ALLOWED', detail: `${call.path} accepts ${[...byMethod.keys()].join(', ')}.` }
        : { code: 'NOT_FOUND', detail: `No endpoint at ${call.path} (paths are case-sensitive).` };
      return this.refuse(failure, call, standing);
    }
    const { endpoint, operation } = route;
    standing.bucket = endpoint.bucket ?? 'reads';

    const authentication = await this.authenticateCall(call);
    if (!authentication.ok) return this.refuse(authentication.failure, call, standing);
    const caller = authentication.value;
    const { key } = caller;
    standing.key = key;

    if (endpoint.scope !== null && !key.scopes.includes(endpoint.scope)) {
      return this.refuse({ code: 'SCOPE_FORBIDDEN', detail: `This endpoint needs the scope "${endpoint.scope}".` }, call, standing);
    }
    if (endpoint.needsAttribution && caller.mode === 'live' && !caller.partner) {
      return this.refuse({ code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This live key has no partner account to credit.' }, call, standing);
    }

    const now = this.clock.now();
    const burst = await this.limits.takeBurst(key, now);
    if (!burst.admitted) {
      return this.refuse({ code: 'RATE_LIMITED', detail: 'More than 60 calls in this minute.' }, call, standing, burst.retryAfterSeconds);
    }

    const parsed = this.parse(endpoint, operation, call);
    if (!parsed.ok) return this.refuse(parsed.failure, call, standing);
    const { input } = parsed.value;
    const refusal = operation.authorize ? await operation.authorize(input, caller) : undefined;
    if (refusal) return this.refuse(refusal, call, standing);

    let dailyCount: number | undefined;
    if (endpoint.bucket !== null) {
      const daily = await this.limits.takeDaily(key, endpoint.bucket, now);
      dailyCount = daily.count;
      if (!daily.admitted) {
        // A 429 is never counted: the burst slot this call took is given back too.
        await this.limits.releaseBurst(key, now);
        return this.refuse(
          { code: 'QUOTA_EXCEEDED', detail: `The daily ${endpoint.bucket} bucket is spent; it refills at the next UTC midnight.`, extra: { bucket: endpoint.bucket } },
          call,
          standing,
          daily.retryAfterSeconds,
        );
      }
    }

    const outcome = await this.execute(endpoint, operation, caller, input, call);
    if (!outcome.ok) {
      // An upstream failure is not the caller's doing: its daily slot is given back.
      if (endpoint.bucket !== null && httpStatusOf(outcome.failure.code) >= 500) await this.limits.releaseDaily(key, endpoint.bucket, now);
      return this.refuse(outcome.failure, call, standing);
    }
    if (endpoint.bucket !== null && dailyCount !== undefined && costOf(endpoint, outcome.value) === 0) {
      await this.limits.releaseDaily(key, endpoint.bucket, now);
      dailyCount -= 1;
    }
    const activity = endpoint.sandboxActivity;
    if (activity && caller.mode === 'sandbox' && caller.partner && countsAs(activity.outcomes, outcome.value)) {
      await this.activity.record(caller.partner.code, activity.kind);
    }
    const body = withUnknownFields(outcome.value.body, this.unknownFieldsOf(endpoint, parsed.value.body));
    // The counts this call's own increments returned: no second read of them (one store round
    // trip fewer per call on MongoDB); another call's increment in between is the next answer's news.
    const known = dailyCount === undefined ? { burst: burst.count } : { burst: burst.count, daily: dailyCount };
    const rateLimit = await this.limits.state(key, standing.bucket, now, known);
    return endpoint.cacheSeconds === undefined
      ? { status: outcome.value.status, body, rateLimit, requestId: call.requestId }
      : { status: outcome.value.status, body, rateLimit, cacheSeconds: endpoint.cacheSeconds, requestId: call.requestId };
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

  /** The typed input, with the decoded body it came from (undefined for endpoints without one). */
  private parse(endpoint: Endpoint, operation: Operation, call: SignedCall): Result<{ input: unknown; body: unknown }> {
    if (endpoint.requestSchema === undefined) {
      const input = operation.parse(undefined, call.query);
      return input.ok ? ok({ input: input.value, body: undefined }) : input;
    }
    const body = call.decodeBody(call.rawBody);
    if (!body.ok) return body;
    const input = operation.parse(body.value, call.query);
    return input.ok ? ok({ input: input.value, body: body.value }) : input;
  }

  /** Fields of the body its request schema does not declare (validation/unknown-fields.ts). */
  private unknownFieldsOf(endpoint: Endpoint, body: unknown): string[] {
    if (endpoint.requestSchema === undefined || body === undefined) return [];
    let find = this.finders.get(endpoint.requestSchema);
    if (find === undefined) {
      // An endpoint whose body schema is not registered (a test's probe) lists nothing.
      find = SCHEMAS.some((s) => s.$id === endpoint.requestSchema) ? unknownFieldFinder(endpoint.requestSchema) : () => [];
      this.finders.set(endpoint.requestSchema, find);
    }
    return find(body);
  }

  private async execute(endpoint: Endpoint, operation: Operation, caller: Caller, input: unknown, call: SignedCall) {
    try {
      // The caller's limit, on the composition's clock: operations compare it with clock.now().
      const { requestId, timeoutMs } = call;
      return await operation.run(timeoutMs === undefined ? { caller, input, requestId } : { caller, input, requestId, deadline: this.clock.now() + timeoutMs });
    } catch (e) {
      // The slot reserved for this call is given back (best effort: the store may be the failure).
      if (endpoint.bucket !== null) await this.limits.releaseDaily(caller.key, endpoint.bucket, this.clock.now()).catch(() => undefined);
      throw e;
    }
  }

  /** The one answer for anything thrown: a storage outage (503) or a bug (500), never a rejection. */
  private async failed(e: unknown, call: SignedCall, standing: Standing): Promise<Answer> {
    if (isStorageUnavailable(e)) {
      this.logger.error('storage unavailable', { requestId: call.requestId, error: errorLine(e) });
      return this.refuse(
        { code: 'STORAGE_UNAVAILABLE', detail: `Storage is unavailable; nothing was recorded. Retry after the Retry-After delay (request id ${call.requestId}).` },
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
    const rateLimit = readQuota && standing.key ? await this.limits.state(standing.key, standing.bucket, this.clock.now()).catch(() => undefined) : undefined;
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

/**
 * A success whose request carried undeclared fields says so in its meta (forward compatible, yet
 * a typo does not pass unnoticed): the UNKNOWN_FIELD warning and the fields' JSON pointers.
 */
const withUnknownFields = (body: object, unknown: readonly string[]): object => {
  if (unknown.length === 0) return body;
  const meta = (body as { meta?: { warnings?: unknown } }).meta;
  if (typeof meta !== 'object' || meta === null) return body;
  const warnings = Array.isArray(meta.warnings) ? (meta.warnings as string[]) : [];
  return { ...body, meta: { ...meta, warnings: [...warnings, 'UNKNOWN_FIELD'], unknownFields: unknown } };
};

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
