import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { CreateWebhookEndpoint } from './create-webhook-endpoint.js';
import { DeleteWebhookEndpoint } from './delete-webhook-endpoint.js';
import { ListWebhookEndpoints } from './list-webhook-endpoints.js';
import { RotateWebhookSecret } from './rotate-webhook-secret.js';
import { WebhookEndpointSecrets } from './webhook-endpoint-secrets.js';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings.js';

/**
 * Binds the webhook endpoint management API (create, list, delete, rotate a secret). It needs
 * createParasol's webhook endpoint store (`stores.webhookEndpoints`); without it start-up fails naming it.
 */
export const webhookEndpointsModule =
  (options: { readonly settings?: WebhookSettings } = {}): ParasolModule =>
  (bind) => {
    if (options.settings !== undefined) bind<WebhookSettings>(WEBHOOK_SETTINGS).toConstantValue(options.settings);
    bind(WebhookEndpointSecrets).toSelf().inSingletonScope();
    bind(OPERATION).to(CreateWebhookEndpoint);
    bind(OPERATION).to(ListWebhookEndpoints);
    bind(OPERATION).to(DeleteWebhookEndpoint);
    bind(OPERATION).to(RotateWebhookSecret);
  };
