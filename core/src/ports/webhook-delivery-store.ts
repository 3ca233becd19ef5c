import type { KeyMode } from '../contract/api-key.js';

/** pending: to be sent (again); succeeded: a 2xx came back; failed: given up (schedule spent, or endpoint gone or disabled). */
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One HTTP attempt, as the delivery log shows it: never a header, a secret or the body sent. */
export interface WebhookAttempt {
  readonly at: number; // epoch ms
  readonly durationMs: number;
  /** The receiver's HTTP status, when one came back. */
  readonly httpStatus?: number;
  /** What went wrong when no 2xx came back: `timeout`, `redirect`, `connection refused`, `ssrf refused: …`. */
  readonly error?: string;
}

/**
 * One event for one endpoint (the delivery log's row): created by the relay, claimed by one
 * dispatcher at a time through a lease, settled once. `payload` is the envelope exactly as signed
 * and sent, so every attempt and a resend send the same bytes.
 */
export interface WebhookDeliveryRecord {
  /** `whd_…`, derived from (eventId, endpointId) for the relay's deliveries: creating one twice creates one. */
  readonly deliveryId: string;
  readonly eventId: string;
  readonly endpointId: string;
  readonly partnerCode: string;
  readonly mode: KeyMode;
  readonly type: string;
  /**
   * Ordering key: one endpoint's deliveries with the same `orderKey` are sent in `seq` order, each
   * only once the one before is settled. The object's id, or the delivery's own id for a resend
   * or a test event, which wait for nothing.
   */
  readonly orderKey: string;
  readonly seq: number;
  readonly payload: string;
  /** When the event happened (epoch ms). */
  readonly eventAt: number;
  readonly createdAt: number;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: readonly WebhookAttempt[];
  /** When it is due next (pending only). */
  readonly nextAttemptAt?: number;
  /** A dispatcher holds it until then (epoch ms); past it, another may take it over. */
  readonly leaseUntil?: number;
  readonly leaseOwner?: string;
  /** Why it failed for good, in words the partner reads in the log. */
  readonly failureReason?: string;
  /** Compare-and-set counter, 1 on creation. */
  readonly version: number;
}

export interface WebhookDeliveryQuery {
  readonly partnerCode: string;
  readonly mode: KeyMode;
  readonly endpointId?: string;
  readonly type?: string;
  readonly status?: WebhookDeliveryStatus;
  readonly limit: number;
  /** The cursor a previous page returned. */
  readonly after?: string;
}

export interface WebhookDeliveryPage {
  /** Newest first (createdAt, then deliveryId, both descending). */
  readonly deliveries: readonly WebhookDeliveryRecord[];
  /** Present exactly when more matched. */
  readonly next?: string;
}

/**
 * What the dispatcher knows it cannot send now, so that it does not fill a batch ahead of the
 * deliveries it can: a slow endpoint's backlog must not hold up the other endpoints'.
 */
export interface DueSkip {
  /** Endpoints with no place left among the dispatcher's sends. */
  readonly endpoints?: readonly string[];
  /** One endpoint's deliveries of one object, one of which is being sent: the rest wait for it. */
  readonly chains?: readonly { readonly endpointId: string; readonly orderKey: string }[];
}

/**
 * The delivery log, one document per delivery, shaped for single-document atomic operations
 * (MongoDB: insertOne on a derived `_id`, replaceOne({_id, version})): several dispatchers on one
 * database take a delivery by compare-and-set on its lease, never by a transaction. The contract
 * suite lives in conformance/port-contracts (webhook-delivery-store-contract.ts).
 */
export interface WebhookDeliveryStore {
  get(deliveryId: string): Promise<WebhookDeliveryRecord | undefined>;
  /** Create if absent; false (and nothing written) when the id exists. */
  create(record: WebhookDeliveryRecord): Promise<boolean>;
  /** Compare-and-set on `version` (record.version = expectedVersion + 1); false on a lost race or an unknown id. */
  replace(record: WebhookDeliveryRecord, expectedVersion: number): Promise<boolean>;
  /**
   * Pending deliveries due at `now` (nextAttemptAt ≤ now) whose lease, if any, has run out,
   * earliest due first, at most `limit` (MongoDB: an index {status, nextAttemptAt}), none of
   * those `skip` names.
   */
  due(now: number, limit: number, skip?: DueSkip): Promise<readonly WebhookDeliveryRecord[]>;
  /**
   * The first (smallest `seq`) pending delivery to `endpointId` with this `orderKey` and a smaller
   * `seq`: the one a delivery waits for, undefined when all before it are settled (MongoDB: the
   * index `object_order`).
   */
  pendingBefore(endpointId: string, orderKey: string, seq: number): Promise<WebhookDeliveryRecord | undefined>;
  /** A partner's delivery log in one mode, filtered, newest first, paginated by keyset. */
  list(query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage>;
}
export const WEBHOOK_DELIVERY_STORE = Symbol.for('parasol.WebhookDeliveryStore');
