import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { fail, ok, type Result } from '../shared/result.js';
import { ResolveWidget, type WidgetAccount } from './resolve-widget.js';
import { WidgetLimits, type WidgetAdmission } from './widget-limits.js';

/** Where a widget call comes from: its ref (`data-ref`) and its client (the connection's IP address). */
export interface WidgetCall {
  readonly ref: string;
  readonly client: string;
  /** A POST /quotes body (`trip`, `language`, `sessionId`), or a POST /links body for a choice. */
  readonly body: unknown;
}

/** RATE_LIMITED with which limit refused and when to come back, as the pages tell it. */
const rateLimited = (refused: Extract<WidgetAdmission, { admitted: false }>): Result<never> =>
  fail('RATE_LIMITED', `Too many widget ${refused.limit === 'client' ? 'calls from this address' : 'calls through this ref'}; retry in ${refused.retryAfterSeconds} s.`, {
    limit: refused.limit,
    retryAfterSeconds: refused.retryAfterSeconds,
  });

/**
 * The admission every widget call goes through, in two steps around its own validation: `open`
 * takes the client's slot then resolves the ref (BAD_REF, REF_NOT_FOUND); `spend` takes the ref's
 * slots once the call is known to be valid, so only real work spends a ref's budget.
 */
@injectable()
export class WidgetGate {
  constructor(
    @inject(WidgetLimits) private readonly limits: WidgetLimits,
    @inject(ResolveWidget) private readonly resolve: ResolveWidget,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(call: WidgetCall): Promise<Result<WidgetAccount>> {
    const client = await this.limits.takeClient(call.client, this.clock.now());
    return client.admitted ? this.resolve.run(call.ref) : rateLimited(client);
  }

  async spend(account: WidgetAccount): Promise<Result<void>> {
    const ref = await this.limits.takeRef(account.ref.ref, this.clock.now());
    return ref.admitted ? ok(undefined) : rateLimited(ref);
  }
}
