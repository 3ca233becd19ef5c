import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { WebhookDeliveryRequests } from './delivery-requests.js';
import { deliveryView } from './delivery-view.js';
import { parseEndpointPath, partnerOf, type EndpointPath } from './endpoint-path.js';

type Tested = SuccessBody<'testWebhookEndpoint'>;

/** POST /api/v1/webhooks/endpoints/{id}/test: a webhook.test event for the endpoint, now. */
@injectable()
export class TestWebhookEndpoint implements Operation<EndpointPath, Tested> {
  readonly endpoint = ENDPOINTS.testWebhookEndpoint;

  constructor(@inject(WebhookDeliveryRequests) private readonly requests: WebhookDeliveryRequests) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<EndpointPath> {
    return parseEndpointPath(query);
  }

  authorize(_input: EndpointPath, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller, input }: OperationRequest<EndpointPath>): Promise<Result<OperationSuccess<Tested>>> {
    const sent = await this.requests.test(caller.partner!.code, caller.mode, input.endpointId);
    if (sent.ok) return ok({ status: 201, body: deliveryView(sent.value) });
    // The same answer as every other route gives for an endpoint that is not the caller's.
    return notFound(input.endpointId);
  }
}

const notFound = (id: string): { ok: false; failure: Failure } => ({
  ok: false,
  failure: { code: 'WEBHOOK_ENDPOINT_NOT_FOUND', detail: `No webhook endpoint ${id} among yours in this key's mode (GET /api/v1/webhooks/endpoints lists them).` },
});
