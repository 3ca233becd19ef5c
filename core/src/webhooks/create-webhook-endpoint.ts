import { inject, injectable, optional } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { WEBHOOK_ENDPOINT_STORE, type WebhookEndpointRecord, type WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { partnerOf } from './endpoint-path.js';
import { endpointView } from './endpoint-view.js';
import { parseWebhookEndpointRequest, type WebhookEndpointRequest } from './parse-webhook-endpoint-request.js';
import { WebhookEndpointSecrets } from './webhook-endpoint-secrets.js';
import { ENDPOINT_ID_BYTES, endpointIdFrom } from './webhook-secret.js';
import { DEFAULT_WEBHOOK_SETTINGS, WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings.js';
import { checkWebhookUrl } from './webhook-url.js';

type Created = SuccessBody<'createWebhookEndpoint'>;

/**
 * POST /api/v1/webhooks/endpoints: registers an endpoint of the calling partner in the key's mode
 * and answers its signing secret, this once. At most `maxEndpoints` (16) per partner and mode.
 */
@injectable()
export class CreateWebhookEndpoint implements Operation<WebhookEndpointRequest, Created> {
  readonly endpoint = ENDPOINTS.createWebhookEndpoint;
  private readonly settings: WebhookSettings;

  constructor(
    @inject(WEBHOOK_ENDPOINT_STORE) private readonly store: WebhookEndpointStore,
    @inject(WebhookEndpointSecrets) private readonly secrets: WebhookEndpointSecrets,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(WEBHOOK_SETTINGS) @optional() settings?: WebhookSettings,
  ) {
    this.settings = settings ?? DEFAULT_WEBHOOK_SETTINGS;
  }

  parse(body: unknown): Result<WebhookEndpointRequest> {
    return parseWebhookEndpointRequest(body);
  }

  authorize(input: WebhookEndpointRequest, caller: Caller): Failure | undefined {
    return partnerOf(caller) ?? checkWebhookUrl(input.url, { mode: caller.mode, allowLoopback: caller.mode === 'sandbox' && this.settings.allowLoopback });
  }

  async run({ caller, input }: OperationRequest<WebhookEndpointRequest>): Promise<Result<OperationSuccess<Created>>> {
    const partnerCode = caller.partner!.code;
    const { maxEndpoints } = this.settings;
    const full = (): Result<never> => ({
      ok: false,
      failure: { code: 'TOO_MANY_WEBHOOK_ENDPOINTS', detail: `You already have ${maxEndpoints} webhook endpoints in ${caller.mode}: delete one (DELETE /api/v1/webhooks/endpoints/{id}) before adding another.` },
    });
    if ((await this.store.listByPartner(partnerCode, caller.mode)).length >= maxEndpoints) return full();

    const now = this.clock.now();
    const { secret, sealed } = this.secrets.issue(now);
    const record: WebhookEndpointRecord = {
      endpointId: endpointIdFrom(this.random.bytes(ENDPOINT_ID_BYTES)),
      partnerCode,
      mode: caller.mode,
      url: input.url,
      events: input.events,
      ...(input.description === undefined ? {} : { description: input.description }),
      status: 'enabled',
      secrets: [sealed],
      createdAt: now,
      version: 1,
    };
    // 120 random bits: a taken id is a broken random source, not bad luck.
    if (!(await this.store.create(record))) throw new Error('a fresh webhook endpoint id was taken');

    // Two creates racing at 15 both passed the count: each reads the listing again, and the ones
    // beyond the limit in its order (oldest first) take themselves back, so at most the limit stay.
    const listed = await this.store.listByPartner(partnerCode, caller.mode);
    if (listed.findIndex((e) => e.endpointId === record.endpointId) >= maxEndpoints) {
      await this.store.remove(record.endpointId);
      return full();
    }
    return ok({ status: 201, body: { ...endpointView(record, now), secret } });
  }
}
