import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { WebhookDeliveryRequests } from './delivery-requests.js';
import { ListWebhookDeliveries } from './list-webhook-deliveries.js';
import { ResendWebhookDelivery } from './resend-webhook-delivery.js';
import { TestWebhookEndpoint } from './test-webhook-endpoint.js';

/**
 * Binds the delivery log's routes (list, resend, test event) over the composition's webhook
 * engine (WebhookEngine.requests), so they read and write the delivery log its dispatcher sends from.
 */
export const webhookDeliveriesModule =
  (requests: WebhookDeliveryRequests): ParasolModule =>
  (bind) => {
    bind(WebhookDeliveryRequests).toConstantValue(requests);
    bind(OPERATION).to(ListWebhookDeliveries);
    bind(OPERATION).to(ResendWebhookDelivery);
    bind(OPERATION).to(TestWebhookEndpoint);
  };
