import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { parseDeliveryLogQuery, type DeliveryLogQuery } from './delivery-log-query.js';
import { WebhookDeliveryRequests } from './delivery-requests.js';
import { deliveryView } from './delivery-view.js';
import { partnerOf } from './endpoint-path.js';

type Log = SuccessBody<'listWebhookDeliveries'>;

/** GET /api/v1/webhooks/deliveries: the calling partner's delivery log in the key's mode, newest first, by page. */
@injectable()
export class ListWebhookDeliveries implements Operation<DeliveryLogQuery, Log> {
  readonly endpoint = ENDPOINTS.listWebhookDeliveries;

  constructor(@inject(WebhookDeliveryRequests) private readonly requests: WebhookDeliveryRequests) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<DeliveryLogQuery> {
    return parseDeliveryLogQuery(query);
  }

  authorize(_input: DeliveryLogQuery, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller, input }: OperationRequest<DeliveryLogQuery>): Promise<Result<OperationSuccess<Log>>> {
    const { cursor, ...filters } = input;
    const page = await this.requests.list({ partnerCode: caller.partner!.code, mode: caller.mode, ...filters, ...(cursor === undefined ? {} : { after: cursor }) });
    return ok({ status: 200, body: { mode: caller.mode, deliveries: page.deliveries.map(deliveryView), next: page.next ?? null } });
  }
}
