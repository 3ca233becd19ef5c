import type { KeyMode } from '../contract/api-key.js';
import type { Clock } from '../ports/clock.js';
import type { Random } from '../ports/random.js';
import type { WebhookDeliveryPage, WebhookDeliveryQuery, WebhookDeliveryRecord, WebhookDeliveryStore } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import { envelopeOf } from './envelope.js';
import { standaloneDelivery } from './new-delivery.js';

/** Why a request about a delivery or an endpoint found nothing: 404 either way, another partner's or mode's included. */
export type NotFound = { readonly ok: false; readonly notFound: 'delivery' | 'endpoint' };
export type Found<T> = { readonly ok: true; readonly value: T } | NotFound;

const randomId = (prefix: string, random: Random): string => `${prefix}_${Buffer.from(random.bytes(16)).toString('base64url')}`;

/**
 * What a partner asks of its delivery log (the three webhook delivery endpoints): read it, send
 * one delivery again, send a test event now. A partner sees and acts on its own deliveries and
 * endpoints in its key's mode only; anything else is not found. Resends and test events are
 * deliveries of their own, due at once, ordered behind nothing; the dispatcher sends them in its
 * next round (within a second on a serving instance).
 */
export class WebhookDeliveryRequests {
  constructor(
    private readonly deliveries: WebhookDeliveryStore,
    private readonly endpoints: WebhookEndpointStore,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  list(query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    return this.deliveries.list(query);
  }

  /** The event of delivery `deliveryId` again, to the same endpoint, under the same event id (`webhook-id`). */
  async resend(partnerCode: string, mode: KeyMode, deliveryId: string): Promise<Found<WebhookDeliveryRecord>> {
    const original = await this.deliveries.get(deliveryId);
    if (original === undefined || original.partnerCode !== partnerCode || original.mode !== mode) return { ok: false, notFound: 'delivery' };
    if ((await this.endpoint(partnerCode, mode, original.endpointId)) === undefined) return { ok: false, notFound: 'endpoint' };
    const resend = standaloneDelivery(original, randomId('whd', this.random), this.clock.now());
    await this.deliveries.create(resend);
    return { ok: true, value: resend };
  }

  /** A `webhook.test` event for endpoint `endpointId`, now (whatever types it listens to). */
  async test(partnerCode: string, mode: KeyMode, endpointId: string): Promise<Found<WebhookDeliveryRecord>> {
    if ((await this.endpoint(partnerCode, mode, endpointId)) === undefined) return { ok: false, notFound: 'endpoint' };
    const now = this.clock.now();
    const eventId = randomId('evt', this.random);
    const envelope = envelopeOf({ eventId, type: 'webhook.test', at: now, mode, partnerCode, objectId: endpointId, seq: 0, data: { endpointId, message: 'A test event sent on request.' } });
    const delivery = standaloneDelivery(
      { eventId, endpointId, partnerCode, mode, type: 'webhook.test', payload: JSON.stringify(envelope), eventAt: now },
      randomId('whd', this.random),
      now,
    );
    await this.deliveries.create(delivery);
    return { ok: true, value: delivery };
  }

  private async endpoint(partnerCode: string, mode: KeyMode, endpointId: string) {
    const endpoint = await this.endpoints.get(endpointId);
    return endpoint !== undefined && endpoint.partnerCode === partnerCode && endpoint.mode === mode ? endpoint : undefined;
  }
}
