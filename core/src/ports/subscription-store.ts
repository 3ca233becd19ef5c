import type { KeyMode } from '../contract/api-key.js';
import type { Language } from '../reference/languages.js';
import type { Trip } from '../trip/trip.js';
import type { IssuedPolicy } from './issued-policy.js';
import type { OutboxFields } from './webhook-outbox.js';

/**
 * Subscriptions created by POST /api/v1/travel/links (spec: States and transitions).
 *
 * One document per subscription. Its natural key is (sessionId, generation): generation 0 is the
 * session's first subscription, each rollover (the current one left `quoting`) creates the next
 * generation. "The session's subscription" is the one with the highest generation. Creating a
 * generation is create-if-absent on that natural key, so 50 identical concurrent calls create
 * exactly one; every later change is a compare-and-set on `version`. No operation touches two
 * documents, so a MongoDB adapter keeps this correct across instances without transactions.
 * Records handed out are copies (or frozen): changing one never changes the store.
 *
 * MongoDB: let the natural key decide races, with `_id` derived from (sessionId, generation), so
 * that create is one insertOne and a duplicate key (11000) means "that generation exists"; the
 * random subscriptionId is claimed in a collection keyed by it (adapters/mongo: a unique `_id`,
 * which every server enforces and a collection sharded by session could not), beside the unique
 * index a real mongod also enforces.
 * `current` is find({sessionId}).sort({generation: -1}).limit(1) on an index {sessionId,
 * generation}; `replace` is findOneAndReplace({_id, subscriptionId, version: expectedVersion}).
 * The contract: conformance/port-contracts/src/subscription-store-contract.ts.
 */
export type SubscriptionStage = 'quoting' | 'presubscribed' | 'paid' | 'subscribed';
export const SUBSCRIPTION_STAGES: readonly SubscriptionStage[] = ['quoting', 'presubscribed', 'paid', 'subscribed'];

/**
 * `OutboxFields`: the webhook events its stage moves recorded, written with them
 * (webhooks/subscription-events.ts); a store keeps them as it keeps every other field.
 */
export interface SubscriptionRecord extends OutboxFields {
  /** Public, opaque id (`sub_…`), random: it names nothing about the partner or the session. */
  readonly subscriptionId: string;
  /** The qs_ session token that owns it. */
  readonly sessionId: string;
  /** 0 for the session's first subscription, +1 per rollover. */
  readonly generation: number;
  /** The key that minted it (the session token is bound to this key). */
  readonly keyId: string;
  readonly mode: KeyMode;
  /** Partner credited; absent in sandbox without a partner. */
  readonly partnerCode?: string;
  /** `partnerCode-shortCode` stored server-side; null in sandbox. Fixed by the session's first call. */
  readonly ref: string | null;
  /** The tracked link's short code the session was attributed to (null: none / sandbox). */
  readonly linkCode: string | null;
  readonly trip: Trip;
  /** Fingerprint of the normalised trip: "trip unchanged" compares these (subscriptions/trip-fingerprint.ts). */
  readonly tripFingerprint: string;
  readonly language: Language;
  /** The offer of the latest mint or update, if any (a replay's offer travels in its url only). */
  readonly offerId: number | null;
  readonly stage: SubscriptionStage;
  /** Id of the quote at the upstream funnel, when an external funnel created one (live only). */
  readonly upstreamQuoteId?: string;
  /**
   * The policy issued for it, written with the move to `subscribed` when no checkout holds it: a
   * sandbox subscription's sandbox policy (funnel/sandbox-payment.ts), or the policy number an
   * external funnel reported (funnel/report-funnel-sale.ts). A live checkout keeps its own.
   */
  readonly policy?: IssuedPolicy;
  readonly createdAt: number; // epoch ms
  readonly updatedAt: number; // epoch ms
  /** After this the link no longer opens (epoch ms). */
  readonly expiresAt: number;
  /** When its purchase was cancelled or abandoned (the checkout says how); stages never go back, so this is apart. */
  readonly cancelledAt?: number;
  /** Compare-and-set version: 1 at creation, +1 per change. */
  readonly version: number;
}

export interface SubscriptionStore {
  /** The session's current subscription: its highest generation (as a number), or undefined when it has none. */
  current(sessionId: string): Promise<SubscriptionRecord | undefined>;
  /** By public id (the funnel and the admin read it this way). */
  get(subscriptionId: string): Promise<SubscriptionRecord | undefined>;
  /**
   * Create if absent on (sessionId, generation): false, and nothing written, when that generation
   * exists already (another call won the race) or the subscriptionId is taken.
   */
  create(record: SubscriptionRecord): Promise<boolean>;
  /**
   * Compare-and-set on the record with `record.subscriptionId`: writes `record` (version =
   * expectedVersion + 1) only if the stored version is expectedVersion. Never creates; refused
   * (false, nothing written) when `record` names another sessionId or generation than the stored
   * one: the natural key never changes.
   */
  replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean>;
}
export const SUBSCRIPTION_STORE = Symbol.for('parasol.SubscriptionStore');
