import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { WEBHOOK_ENDPOINT_STORE, type WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { partnerOf } from './endpoint-path.js';
import { endpointView } from './endpoint-view.js';

type Listing = SuccessBody<'listWebhookEndpoints'>;

/** GET /api/v1/webhooks/endpoints: the calling partner's endpoints in the key's mode, oldest first, without secrets. */
@injectable()
export class ListWebhookEndpoints implements Operation<undefined, Listing> {
  readonly endpoint = ENDPOINTS.listWebhookEndpoints;

  constructor(
    @inject(WEBHOOK_ENDPOINT_STORE) private readonly store: WebhookEndpointStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  parse(): Result<undefined> {
    return ok(undefined);
  }

  authorize(_input: undefined, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller }: OperationRequest<undefined>): Promise<Result<OperationSuccess<Listing>>> {
    const now = this.clock.now();
    const endpoints = await this.store.listByPartner(caller.partner!.code, caller.mode);
    return ok({ status: 200, body: { mode: caller.mode, endpoints: endpoints.map((e) => endpointView(e, now)) } });
  }
}
