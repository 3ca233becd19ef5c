import { inject, injectable, multiInject } from 'inversify';
import { httpStatusOf, wireCode } from '../errors/error-catalogue.js';
import type { Failure } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { LOGGER, type Logger } from '../ports/logger.js';
import { Authenticate } from '../auth/authenticate.js';
import type { ApiKeyRecord, QuotaBucket } from '../auth/api-key.js';
import { RateLimits, noQuotaState } from '../limits/rate-limits.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { OPERATION, type Caller, type Operation } from './operation.js';
import type { Answer, SignedCall } from './signed-call.js';

/**
 * The request pipeline every transport goes through (docs/request-pipeline.md):
 * route → authenticate → scope → attribution → burst → parse → daily quota → run.
 * Each step's refusal is final, so the first failing step decides the error code.
 */
@injectable()
export class HandleCall {
  private readonly routes = new Map<string, Map<string, Operation>>();

  constructor(
    @multiInject(OPERATION) operations: Operation[],
    @inject(Authenticate) private readonly authenticate: Authenticate,
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(PartnerActivity) private readonly activity: PartnerActivity,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {
    for (const op of operations) {
      const byMethod = this.routes.get(op.path) ?? new Map<string, Operation>();
      byMethod.set(op.method, op);
      this.routes.set(op.path, byMethod);
    }
  }

  get operations(): Operation[] {
    return [...this.routes.values()].flatMap((m) => [...m.values()]);
  }

  async run(call: SignedCall): Promise<Answer> {
    const byMethod = this.routes.get(call.path);
    const op = byMethod?.get(call.method.toUpperCase());
    if (!op) {
      const failure: Failure = byMethod
        ? { code: 'METHOD_NOT_ALLOWED', detail: `${call.path} accepts ${[...byMethod.keys()].join(', ')}.` }
        : { code: 'NOT_FOUND', detail: `No endpoint at ${call.path} (paths are case-sensitive).` };
      return this.refuse(failure, undefined, 'reads');
    }
    const bucket: QuotaBucket = op.bucket ?? 'reads';

    let authentication;
    try {
      authentication = await this.authenticate.run(call);
    } catch {
      return this.refuse({ code: 'AUTH_LOOKUP_FAILED', detail: 'The key could not be looked up; try again.' }, undefined, bucket);
    }
    if (!authentication.result.ok) return this.refuse(authentication.result.failure, authentication.key, bucket);
    const caller = authentication.result.value;
    const { key } = caller;

    if (op.scope !== null && !key.scopes.includes(op.scope)) {
      return this.refuse({ code: 'SCOPE_FORBIDDEN', detail: `This endpoint needs the scope "${op.scope}".` }, key, bucket);
    }
    if (op.needsAttribution && caller.mode === 'live' && !caller.partner) {
      return this.refuse({ code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This live key has no partner account to credit.' }, key, bucket);
    }

    const now = this.clock.now();
    const burst = await this.limits.takeBurst(key, now);
    if (!burst.admitted) {
      return this.refuse({ code: 'RATE_LIMITED', detail: 'More than 60 calls in this minute.' }, key, bucket, burst.retryAfterSeconds);
    }

    const input = this.parse(op, call);
    if (!input.ok) return this.refuse(input.failure, key, bucket);

    if (op.bucket !== null) {
      const daily = await this.limits.takeDaily(key, op.bucket, now);
      if (!daily.admitted) {
        return this.refuse(
          { code: 'QUOTA_EXCEEDED', detail: `The daily ${op.bucket} bucket is spent; it refills at the next UTC midnight.`, extra: { bucket: op.bucket } },
          key,
          bucket,
          daily.retryAfterSeconds,
        );
      }
    }

    const outcome = await this.execute(op, caller, input.value, call.requestId);
    if (!outcome.ok) {
      // An upstream failure is not the caller's doing: its daily slot is given back.
      if (op.bucket !== null && httpStatusOf(outcome.failure.code) >= 500) await this.limits.releaseDaily(key, op.bucket, now);
      return this.refuse(outcome.failure, key, bucket);
    }
    if (op.sandboxActivity && caller.mode === 'sandbox' && caller.partner) await this.activity.record(caller.partner.code, op.sandboxActivity);
    return {
      status: outcome.value.status,
      body: outcome.value.body,
      rateLimit: await this.limits.state(key, bucket, this.clock.now()),
      ...(op.cacheSeconds === undefined ? {} : { cacheSeconds: op.cacheSeconds }),
    };
  }

  private parse(op: Operation, call: SignedCall) {
    let body: unknown;
    if (call.rawBody.length > 0) {
      try {
        // A view on the received bytes, not a copy of them.
        body = JSON.parse(Buffer.from(call.rawBody.buffer, call.rawBody.byteOffset, call.rawBody.byteLength).toString('utf8'));
      } catch (e) {
        return { ok: false as const, failure: { code: 'INVALID_JSON' as const, detail: `The body is not valid JSON: ${(e as Error).message}` } };
      }
    }
    return op.parse(body, call.query);
  }

  private async execute(op: Operation, caller: Caller, input: unknown, requestId: string) {
    try {
      return await op.run({ caller, input, requestId });
    } catch (e) {
      // A thrown error is a bug, never the caller's input: answer 500 without internals.
      this.logger.error('operation failed', { requestId, operation: op.id, error: String((e as Error)?.stack ?? e) });
      return { ok: false as const, failure: { code: 'INTERNAL_ERROR' as const, detail: `Unexpected error; mention request id ${requestId}.` } };
    }
  }

  private async refuse(failure: Failure, key: ApiKeyRecord | undefined, bucket: QuotaBucket, retryAfterSeconds?: number): Promise<Answer> {
    const now = this.clock.now();
    const body = { error: wireCode(failure.code), ...(failure.detail ? { detail: failure.detail } : {}), ...failure.extra };
    return {
      status: httpStatusOf(failure.code),
      body,
      rateLimit: key ? await this.limits.state(key, bucket, now) : noQuotaState(now),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
}
