import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { WEBHOOK_ENDPOINT_STORE, type WebhookEndpointRecord, type WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { ownedEndpoint, parseEndpointPath, partnerOf, type EndpointPath } from './endpoint-path.js';
import { endpointView } from './endpoint-view.js';
import { WebhookEndpointSecrets } from './webhook-endpoint-secrets.js';

type Rotated = SuccessBody<'rotateWebhookSecret'>;

/**
 * POST /api/v1/webhooks/endpoints/{id}/rotate-secret: a new signing secret, answered this once.
 * The previous one keeps signing beside it for 24 hours (each delivery then carries one signature
 * per secret), so a receiver can switch without missing a delivery, as with API key rotation.
 */
@injectable()
export class RotateWebhookSecret implements Operation<EndpointPath, Rotated> {
  readonly endpoint = ENDPOINTS.rotateWebhookSecret;

  constructor(
    @inject(WEBHOOK_ENDPOINT_STORE) private readonly store: WebhookEndpointStore,
    @inject(WebhookEndpointSecrets) private readonly secrets: WebhookEndpointSecrets,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<EndpointPath> {
    return parseEndpointPath(query);
  }

  authorize(_input: EndpointPath, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller, input }: OperationRequest<EndpointPath>): Promise<Result<OperationSuccess<Rotated>>> {
    // Compare-and-set: a dispatcher disabling the endpoint meanwhile makes this read it again.
    for (;;) {
      const owned = await ownedEndpoint(this.store, caller, input.endpointId);
      if (!owned.ok) return owned;
      const current = owned.value;
      const now = this.clock.now();
      const { secret, sealed } = this.secrets.issue(now);
      const next: WebhookEndpointRecord = { ...current, secrets: this.secrets.rotated(current.secrets, sealed, now), version: current.version + 1 };
      if (await this.store.replace(next, current.version)) return ok({ status: 200, body: { ...endpointView(next, now), secret } });
    }
  }
}
