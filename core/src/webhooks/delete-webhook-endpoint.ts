import { inject, injectable } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { WEBHOOK_ENDPOINT_STORE, type WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { fail, ok, type Failure, type Result } from '../shared/result.js';
import { ownedEndpoint, parseEndpointPath, partnerOf, type EndpointPath } from './endpoint-path.js';

type Deleted = SuccessBody<'deleteWebhookEndpoint'>;

/**
 * DELETE /api/v1/webhooks/endpoints/{id}: the endpoint receives nothing more. Deleting it again,
 * or another partner's, is 404: there is nothing of the caller's left to delete.
 */
@injectable()
export class DeleteWebhookEndpoint implements Operation<EndpointPath, Deleted> {
  readonly endpoint = ENDPOINTS.deleteWebhookEndpoint;

  constructor(@inject(WEBHOOK_ENDPOINT_STORE) private readonly store: WebhookEndpointStore) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<EndpointPath> {
    return parseEndpointPath(query);
  }

  authorize(_input: EndpointPath, caller: Caller): Failure | undefined {
    return partnerOf(caller);
  }

  async run({ caller, input }: OperationRequest<EndpointPath>): Promise<Result<OperationSuccess<Deleted>>> {
    const owned = await ownedEndpoint(this.store, caller, input.endpointId);
    if (!owned.ok) return owned;
    // A concurrent delete of the same endpoint won: for this call it is already gone.
    if (!(await this.store.remove(input.endpointId))) return fail('WEBHOOK_ENDPOINT_NOT_FOUND', `No webhook endpoint ${input.endpointId} among yours in this key's mode (it was just deleted).`);
    return ok({ status: 200, body: { id: input.endpointId, deleted: true } });
  }
}
