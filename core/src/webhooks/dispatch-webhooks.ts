import type { SecretBox } from '../auth/secret-box.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../ports/logger.js';
import type { WebhookDeliveryRecord, WebhookDeliveryStore } from '../ports/webhook-delivery-store.js';
import type { WebhookEndpointRecord, WebhookEndpointStore } from '../ports/webhook-endpoint-store.js';
import type { WebhookSender } from '../ports/webhook-sender.js';
import { abandoned, afterAttempt } from './delivery-outcome.js';
import type { WebhookDeliverySettings } from './delivery-settings.js';
import { SendsInFlight } from './sends-in-flight.js';

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

/** What one round of the dispatcher did. */
export interface DispatchRound {
  /** Attempts made (`run`), or sends started (`start`). */
  readonly attempted: number;
  /** The log gave a whole batch of due deliveries: more may be due beyond it. */
  readonly filled: boolean;
}

/** A delivery this instance holds the lease on, about to go out. */
interface Claim {
  readonly delivery: WebhookDeliveryRecord;
  readonly claimed: WebhookDeliveryRecord;
  readonly endpoint: WebhookEndpointRecord;
  readonly onRequest: boolean;
}

/**
 * The dispatcher: sends due deliveries, at least once, in order per object and endpoint, on any
 * number of instances sharing one store. A delivery is taken by compare-and-set on its lease
 * (`leaseUntil`), sent, and settled by compare-and-set with the attempt recorded; an instance
 * that dies holding one leaves it to be taken over when the lease runs out, and it is sent again
 * with the same `webhook-id` (the receiver deduplicates). A delivery waits while the one before it
 * (same endpoint, same object, smaller seq) is pending, and is due no sooner than that one's
 * retry. When a delivery has failed for the whole
 * retry schedule (3 days by default) it settles as failed and its endpoint is disabled, the reason
 * written on both. A delivery made on request (a resend, a test event) waits for nothing, goes out
 * even to a disabled endpoint, never disables one, and enables it again when it succeeds.
 *
 * Sends outlive the round that started them (`start`): a slow endpoint delays only its own
 * deliveries. That is safe because a delivery being sent is leased and still pending: no round,
 * here or on another instance, takes it again or sends a later delivery of its object before it
 * settles. An instance has at most `maxInFlight` sends under way, `maxInFlightPerEndpoint` to one
 * endpoint (SendsInFlight); `settled` waits for them (graceful shutdown).
 *
 * It remembers whether its last look at the log held anything back for one of its sends (see
 * `onSettled`), so that a send settling with nothing waiting for it costs no round.
 */
export class DispatchWebhooks {
  private readonly inFlight: SendsInFlight;
  /** Looks under way: more than one when a caller overlaps rounds (nothing makes `run` and `start` wait for one another). */
  private looking = 0;
  /**
   * The last look (or one under way) left a delivery waiting for one of this instance's sends: it
   * found no place, it was hidden behind one (`skip`), or it waits behind an earlier delivery of its
   * object that is due or being sent.
   */
  private heldBack = false;

  constructor(
    private readonly ports: DispatcherPorts,
    private readonly settings: WebhookDeliverySettings,
    /** Names this instance in leases (diagnostics only: the lease time decides). */
    private readonly instanceId: string,
  ) {
    this.inFlight = new SendsInFlight(settings);
  }

  /**
   * One round that ends when its attempts have (tests, and a caller that wants the log settled):
   * every due delivery not waiting for an earlier one, within the places free; how many attempts it made.
   */
  async run(): Promise<DispatchRound> {
    const { attempts, filled } = await this.begin(false);
    await Promise.all(attempts);
    return { attempted: attempts.length, filled };
  }

  /**
   * One round that ends once its sends are under way (the serving loop's): they settle later, each
   * on its own, and `onSettled` tells when one may let something else go.
   */
  async start(): Promise<DispatchRound> {
    const { attempts, filled } = await this.begin(true);
    return { attempted: attempts.length, filled };
  }

  /**
   * Told when an attempt settles while something may be waiting for it: the last look held a
   * delivery back (no place; hidden behind one of this instance's sends; behind an earlier
   * delivery of its object, due or being sent), or a look is under way (it may find one behind
   * this very send, from a read made before the send settled). A send that settles after a look
   * that held nothing back tells no one: every delivery that look saw went out, and one recorded
   * since wakes the loop by itself (EventsRecordedSignal).
   */
  onSettled(listener: () => void): void {
    this.inFlight.onSettled(() => {
      if (this.heldBack || this.looking > 0) listener();
    });
  }

  /** Resolves when every send of this instance has settled. */
  settled(): Promise<void> {
    return this.inFlight.settled();
  }

  /**
   * Claims what it can of the due deliveries (a place reserved for each first) and starts their
   * sends. A detached attempt that fails (the store unreachable when it is settled) is told at
   * warn: its lease runs out and a later round takes the delivery up again.
   */
  private async begin(detached: boolean): Promise<{ readonly attempts: Promise<void>[]; readonly filled: boolean }> {
    // A look overlapping another keeps what that one held back: it may still be waiting.
    if (this.looking++ === 0) this.heldBack = false;
    try {
      return await this.look(detached);
    } finally {
      this.looking--;
    }
  }

  private async look(detached: boolean): Promise<{ readonly attempts: Promise<void>[]; readonly filled: boolean }> {
    if (this.inFlight.free() === 0) {
      this.heldBack = true;
      return { attempts: [], filled: false };
    }
    const skip = this.inFlight.skip();
    // What `skip` hides is unknown: any of it may be waiting for one of these sends.
    if ((skip.endpoints?.length ?? 0) + (skip.chains?.length ?? 0) > 0) this.heldBack = true;
    // A whole batch, though fewer places may be free: some of it may wait for an earlier delivery.
    const due = await this.ports.deliveries.due(this.ports.clock.now(), this.settings.batch, skip);
    const attempts: Promise<void>[] = [];
    const claims = due.map(async (delivery) => {
      // Waiting for an earlier delivery: it takes no place (a place held for it would keep a sendable one back).
      const before = await this.ports.deliveries.pendingBefore(delivery.endpointId, delivery.orderKey, delivery.seq);
      if (before !== undefined) {
        const moved = await this.waitBehind(delivery, before);
        if (!moved) this.heldBack = true;
        return;
      }
      if (!this.inFlight.reserve(delivery)) {
        this.heldBack = true;
        return;
      }
      let claim: Claim | undefined;
      try {
        claim = await this.claim(delivery);
      } finally {
        if (claim === undefined) this.inFlight.release(delivery);
      }
      if (claim === undefined) return;
      const attempt = this.inFlight.track(delivery, this.attempt(claim));
      if (detached) attempt.catch((e: unknown) => this.ports.logger.warn('webhook attempt not settled; a later round retries it', { deliveryId: delivery.deliveryId, error: e instanceof Error ? e.name : 'unknown', detail: e instanceof Error ? e.message : String(e) }));
      attempts.push(attempt);
    });
    await Promise.all(claims);
    return { attempts, filled: due.length >= this.settings.batch };
  }

  /**
   * A delivery whose predecessor waits for its retry cannot go before that retry: it is moved
   * there (`nextAttemptAt`, one compare-and-set), or it would stay due, sort first (it is the
   * older), and a batch of such deliveries would hide every other endpoint's. Not when the
   * predecessor is being sent (it settles within the sender's timeout) or is due now. Whether it
   * was moved: if not, it stays due and waits for a send (this instance's, when the predecessor is
   * claimed in this round; else another instance's, and the cadence takes it up).
   */
  private async waitBehind(delivery: WebhookDeliveryRecord, before: WebhookDeliveryRecord): Promise<boolean> {
    const now = this.ports.clock.now();
    const beingSent = before.leaseUntil !== undefined && before.leaseUntil > now;
    const retryAt = before.nextAttemptAt;
    if (beingSent || retryAt === undefined || retryAt <= now) return false;
    // Lost to another instance doing the same, or to a write of the delivery: either way it is handled.
    await this.ports.deliveries.replace({ ...delivery, nextAttemptAt: retryAt, version: delivery.version + 1 }, delivery.version);
    return true;
  }

  /** Takes the lease; undefined when another instance took it, or it was abandoned (its endpoint deleted or disabled). */
  private async claim(delivery: WebhookDeliveryRecord): Promise<Claim | undefined> {
    const { deliveries, endpoints, clock } = this.ports;
    const claimed: WebhookDeliveryRecord = { ...delivery, leaseOwner: this.instanceId, leaseUntil: clock.now() + this.settings.leaseMs, version: delivery.version + 1 };
    if (!(await deliveries.replace(claimed, delivery.version))) return undefined; // another instance took it
    const endpoint = await endpoints.get(delivery.endpointId);
    // A resend or a test event goes out even to a disabled endpoint: it is how a partner shows it works again.
    const onRequest = delivery.orderKey === delivery.deliveryId;
    if (endpoint === undefined || (endpoint.status !== 'enabled' && !onRequest)) {
      const reason = endpoint === undefined ? 'the endpoint was deleted' : `the endpoint is disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''}`;
      await deliveries.replace(abandoned(claimed, reason), claimed.version);
      return undefined;
    }
    return { delivery, claimed, endpoint, onRequest };
  }

  /** Sends a claimed delivery and settles it (compare-and-set on the claim's version). */
  private async attempt({ delivery, claimed, endpoint, onRequest }: Claim): Promise<void> {
    const { deliveries, clock } = this.ports;
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
    if (!(await deliveries.replace(outcome.delivery, claimed.version))) return;
    if (!response.ok) {
      this.ports.logger.info('webhook attempt failed', { deliveryId: delivery.deliveryId, endpointId: delivery.endpointId, type: delivery.type, attempt: outcome.delivery.attempts.length, httpStatus: response.httpStatus, error: response.error });
    }
    if (outcome.gaveUp && !onRequest) await this.disable(endpoint, outcome.delivery);
    if (response.ok && endpoint.status === 'disabled') await this.enable(endpoint, delivery);
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
