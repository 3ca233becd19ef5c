import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { deliveryNotFound, parseDeliveryPath, type DeliveryPath } from './delivery-path.js';
import { WebhookDeliveryRequests } from './delivery-requests.js';
import { deliveryView } from './delivery-view.js';
import { partnerOf } from './endpoint-path.js';

type Resent = SuccessBody<'resendWebhookDelivery'>;

/** POST /api/v1/webhooks/deliveries/{id}/resend: the delivery's event again, to the same endpoint, under the same event id. */
@injectable()
export class ResendWebhookDelivery implements Operation<DeliveryPath, Resent> {
  readonly endpoint = ENDPOINTS.resendWebhookDelivery;

  constructor(@inject(WebhookDeliveryRequests) private readonly requests: WebhookDeliveryRequests) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<DeliveryPath> {
    return parseDeliveryPath(query);
  }

  authorize(_input: DeliveryPath, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller, input }: OperationRequest<DeliveryPath>): Promise<Result<OperationSuccess<Resent>>> {
    const resent = await this.requests.resend(caller.partner!.code, caller.mode, input.deliveryId);
    if (resent.ok) return ok({ status: 201, body: deliveryView(resent.value) });
    return {
      ok: false,
      failure:
        resent.notFound === 'delivery'
          ? deliveryNotFound(input.deliveryId)
          : { code: 'WEBHOOK_ENDPOINT_NOT_FOUND', detail: `Delivery ${input.deliveryId} went to an endpoint that has since been deleted: there is nowhere to send it.` },
    };
  }
}
