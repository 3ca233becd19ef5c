import type { SecretBox } from '../auth/secret-box.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../ports/logger.js';
import type { WebhookDeliveryRecord, WebhookDeliveryStore } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointRecord, WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import type { WebhookSender } from '../ports/webhook-sender.js';
import { abandoned, afterAttempt } from './delivery-outcome.js';
import type { WebhookDeliverySettings } from './delivery-settings.js';

export interface DispatcherPorts {
  readonly deliveries: WebhookDeliveryStore;
  readonly endpoints: WebhookEndpointStore;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  readonly secrets: SecretBox;
  readonly logger: Logger;
}

/** Each compare-and-set round on an endpoint has one winner; disabling it is rare and contended by a few. */
const MAX_ENDPOINT_ROUNDS = 8;

/**
 * The dispatcher: sends due deliveries, at least once, in order per object and endpoint, on any
 * number of instances sharing one store. A delivery is taken by compare-and-set on its lease
 * (`leaseUntil`), sent, and settled by compare-and-set with the attempt recorded; an instance
 * that dies holding one leaves it to be taken over when the lease runs out, and it is sent again
 * with the same `webhook-id` (the receiver deduplicates). A delivery waits while the one before it
 * (same endpoint, same object, smaller seq) is pending. When a delivery has failed for the whole
 * retry schedule (3 days by default) it settles as failed and its endpoint is disabled, the reason
 * written on both. A delivery made on request (a resend, a test event) waits for nothing, goes out
 * even to a disabled endpoint, never disables one, and enables it again when it succeeds.
 */
export class DispatchWebhooks {
  constructor(
    private readonly ports: DispatcherPorts,
    private readonly settings: WebhookDeliverySettings,
    /** Names this instance in leases (diagnostics only: the lease time decides). */
    private readonly instanceId: string,
  ) {}

  /** One round: every due delivery not waiting for an earlier one, at most `batch`; how many attempts it made. */
  async run(): Promise<number> {
    const due = await this.ports.deliveries.due(this.ports.clock.now(), this.settings.batch);
    const attempted = await Promise.all(due.map((delivery) => this.dispatch(delivery)));
    return attempted.filter(Boolean).length;
  }

  private async dispatch(delivery: WebhookDeliveryRecord): Promise<boolean> {
    const { deliveries, endpoints, clock } = this.ports;
    if (await deliveries.hasPendingBefore(delivery.endpointId, delivery.orderKey, delivery.seq)) return false;
    const claimed: WebhookDeliveryRecord = { ...delivery, leaseOwner: this.instanceId, leaseUntil: clock.now() + this.settings.leaseMs, version: delivery.version + 1 };
    if (!(await deliveries.replace(claimed, delivery.version))) return false; // another instance took it
    const endpoint = await endpoints.get(delivery.endpointId);
    // A resend or a test event goes out even to a disabled endpoint: it is how a partner shows it works again.
    const onRequest = delivery.orderKey === delivery.deliveryId;
    if (endpoint === undefined || (endpoint.status !== 'enabled' && !onRequest)) {
      const reason = endpoint === undefined ? 'the endpoint was deleted' : `the endpoint is disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''}`;
      await deliveries.replace(abandoned(claimed, reason), claimed.version);
      return false;
    }
    const at = clock.now();
    const response = await this.ports.sender.send({
      url: endpoint.url,
      mode: endpoint.mode,
      messageId: delivery.eventId,
      // The receiver checks it against its own clock: the real time, even when the service's `now` is moved.
      timestamp: clock.wallNow?.() ?? at,
      body: delivery.payload,
      secrets: this.liveSecrets(endpoint, at),
    });
    const outcome = afterAttempt(claimed, at, response, this.settings.schedule);
    // Lost only if this attempt outlived its lease and another instance took the delivery over: its record stands.
    if (!(await deliveries.replace(outcome.delivery, claimed.version))) return true;
    if (!response.ok) {
      this.ports.logger.info('webhook attempt failed', { deliveryId: delivery.deliveryId, endpointId: delivery.endpointId, type: delivery.type, attempt: outcome.delivery.attempts.length, httpStatus: response.httpStatus, error: response.error });
    }
    if (outcome.gaveUp && !onRequest) await this.disable(endpoint, outcome.delivery);
    if (response.ok && endpoint.status === 'disabled') await this.enable(endpoint, delivery);
    return true;
  }

  /** A delivery on request succeeded: the endpoint answers again, and takes events from now on. */
  private async enable(endpoint: WebhookEndpointRecord, delivery: WebhookDeliveryRecord): Promise<void> {
    let current: WebhookEndpointRecord | undefined = endpoint;
    for (let round = 0; round < MAX_ENDPOINT_ROUNDS && current !== undefined && current.status === 'disabled'; round++) {
      const { disabledAt: _at, disabledReason: _reason, ...rest } = current;
      if (await this.ports.endpoints.replace({ ...rest, status: 'enabled', version: current.version + 1 }, current.version)) {
        this.ports.logger.info('webhook endpoint enabled again', { endpointId: endpoint.endpointId, partnerCode: endpoint.partnerCode, mode: endpoint.mode, deliveryId: delivery.deliveryId });
        return;
      }
      current = await this.ports.endpoints.get(endpoint.endpointId);
    }
  }

  /** Newest first; a secret past its `retiresAt` no longer signs. */
  private liveSecrets(endpoint: WebhookEndpointRecord, now: number): string[] {
    return endpoint.secrets.filter((s) => s.retiresAt === undefined || s.retiresAt > now).map((s) => this.ports.secrets.open(s));
  }

  private async disable(endpoint: WebhookEndpointRecord, delivery: WebhookDeliveryRecord): Promise<void> {
    const reason = `delivery ${delivery.deliveryId} (${delivery.type}) failed ${delivery.attempts.length} attempts from ${new Date(delivery.attempts[0]!.at).toISOString()} to ${new Date(delivery.attempts[delivery.attempts.length - 1]!.at).toISOString()}`;
    let current: WebhookEndpointRecord | undefined = endpoint;
    for (let round = 0; round < MAX_ENDPOINT_ROUNDS && current !== undefined && current.status === 'enabled'; round++) {
      const next: WebhookEndpointRecord = { ...current, status: 'disabled', disabledAt: this.ports.clock.now(), disabledReason: reason, version: current.version + 1 };
      if (await this.ports.endpoints.replace(next, current.version)) {
        this.ports.logger.warn('webhook endpoint disabled', { endpointId: endpoint.endpointId, partnerCode: endpoint.partnerCode, mode: endpoint.mode, reason });
        return;
      }
      current = await this.ports.endpoints.get(endpoint.endpointId);
    }
  }
}
