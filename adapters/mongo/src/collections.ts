import type { Db, IndexDescription } from 'mongodb';

/**
 * Every collection Parasol keeps in MongoDB, with its indexes. docs/deployment.md lists the same
 * with the shard keys; a test compares the two. Index names are fixed, so creating them again at
 * each start-up is a no-op, and a changed definition under the same name stops the start-up
 * (MongoDB refuses it) instead of silently running on the old one.
 */
export const COLLECTIONS = {
  keys: 'keys',
  partners: 'partners',
  counters: 'counters',
  subscriptions: 'subscriptions',
  subscriptionIds: 'subscriptionIds',
  sales: 'sales',
  webhookDeliveries: 'webhookDeliveries',
  checkouts: 'checkouts',
  checkoutIds: 'checkoutIds',
  idempotencyKeys: 'idempotencyKeys',
  webhookEndpoints: 'webhookEndpoints',
  payouts: 'payouts',
  consoleUsers: 'consoleUsers',
  consoleSessions: 'consoleSessions',
  accessApplications: 'accessApplications',
  invitations: 'invitations',
  consoleAudit: 'consoleAudit',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export const INDEXES: Readonly<Record<CollectionName, readonly IndexDescription[]>> = {
  // `_id` derives from keyId; the unique index says so to the database and serves operators.
  keys: [
    { key: { keyId: 1 }, name: 'keyId_unique', unique: true },
    { key: { partnerCode: 1 }, name: 'partnerCode' },
  ],
  partners: [{ key: { code: 1 }, name: 'code_unique', unique: true }],
  counters: [
    { key: { name: 1 }, name: 'name_unique', unique: true },
    // Garbage collection only: every read filters on expiresAt itself.
    { key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
  ],
  subscriptions: [
    // The natural key, and `current`'s highest generation first.
    { key: { sessionId: 1, generation: -1 }, name: 'session_generation_unique', unique: true },
    // Not unique here: `subscriptionIds` guarantees it, and a collection sharded on sessionId may not carry one.
    { key: { subscriptionId: 1 }, name: 'subscriptionId' },
    // The webhook relay's query: only documents with outbox events carry `outboxAt`.
    { key: { outboxAt: 1 }, name: 'webhook_outbox', sparse: true },
  ],
  subscriptionIds: [{ key: { subscriptionId: 1 }, name: 'subscriptionId_unique', unique: true }],
  sales: [
    { key: { ledger: 1, partnerCode: 1, externalOrderId: 1 }, name: 'natural_key_unique', unique: true },
    // The statement's keyset paging (equality fields, then the sort), the same filtered by status,
    // then the validation sweep's: each page reads only its own documents.
    { key: { ledger: 1, partnerCode: 1, bookedAt: 1, saleId: 1 }, name: 'partner_listing' },
    { key: { ledger: 1, partnerCode: 1, status: 1, bookedAt: 1, saleId: 1 }, name: 'partner_status_listing' },
    { key: { ledger: 1, status: 1, bookedAt: 1, saleId: 1 }, name: 'pending_sweep' },
    // Operations' search by order id alone (the partner console).
    { key: { ledger: 1, externalOrderId: 1, partnerCode: 1 }, name: 'order_id' },
    // The webhook relay's query: only sales with outbox events carry `outboxAt`.
    { key: { outboxAt: 1 }, name: 'webhook_outbox', sparse: true },
    // Payout runs: a partner's queue in one currency by stage (unreleased: validated, no stage),
    // keyset on saleId; and which partners and currencies have work.
    { key: { ledger: 1, partnerCode: 1, currency: 1, status: 1, 'settlement.stage': 1, saleId: 1 }, name: 'settlement_queue' },
    { key: { ledger: 1, 'settlement.stage': 1, status: 1, partnerCode: 1, currency: 1 }, name: 'settlement_groups' },
  ],
  // `_id` derives from deliveryId. The dispatcher's due deliveries and per-object order; the partner's log, newest first.
  webhookDeliveries: [
    { key: { deliveryId: 1 }, name: 'deliveryId_unique', unique: true },
    { key: { status: 1, nextAttemptAt: 1 }, name: 'due' },
    { key: { endpointId: 1, orderKey: 1, status: 1, seq: 1 }, name: 'object_order' },
    { key: { partnerCode: 1, mode: 1, createdAt: -1, deliveryId: -1 }, name: 'partner_log' },
  ],
  // `_id` derives from the subscription id (one checkout per subscription); `checkoutIds` guarantees the checkout id.
  checkouts: [
    { key: { checkoutId: 1 }, name: 'checkoutId' },
    // Multikey: a webhook or a return from the payment page finds its checkout by payment id.
    { key: { paymentIds: 1 }, name: 'paymentIds' },
  ],
  checkoutIds: [{ key: { checkoutId: 1 }, name: 'checkoutId_unique', unique: true }],
  // `_id` derives from (key id, idempotency key); answers are forgotten 24 hours on (garbage
  // collection only: a claim reads `expiresAt` itself).
  idempotencyKeys: [{ key: { expiresAt: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 }],
  // `_id` derives from endpointId; a partner's listing (at most 16 per mode) reads its own documents, oldest first.
  webhookEndpoints: [
    { key: { endpointId: 1 }, name: 'endpointId_unique', unique: true },
    { key: { partnerCode: 1, mode: 1, createdAt: 1, endpointId: 1 }, name: 'partner_listing' },
  ],
  // `_id` derives from (ledger, payoutId). A partner's payouts in listing order; operations' over
  // every partner; a crashed run's (still assembling) of one partner and currency.
  payouts: [
    { key: { ledger: 1, partnerCode: 1, status: 1, createdAt: 1, payoutId: 1 }, name: 'partner_listing' },
    { key: { ledger: 1, status: 1, createdAt: 1, payoutId: 1 }, name: 'ledger_listing' },
    { key: { ledger: 1, partnerCode: 1, currency: 1, status: 1 }, name: 'assembling' },
    // The webhook relay's query: only payouts with outbox events (payout.*) carry `outboxAt`.
    { key: { outboxAt: 1 }, name: 'webhook_outbox', sparse: true },
  ],
  // The partner console (docs/console.md): `_id` derives from the email; sign-in finds a session's user by id.
  consoleUsers: [
    { key: { userId: 1 }, name: 'userId' },
    { key: { 'memberships.partnerCode': 1 }, name: 'membership' },
  ],
  consoleSessions: [
    { key: { userId: 1 }, name: 'userId' },
    // Garbage collection only: every read filters on expiresAt itself.
    { key: { expiresAtDate: 1 }, name: 'expiresAt_ttl', expireAfterSeconds: 0 },
  ],
  accessApplications: [
    { key: { partnerCode: 1, submittedAt: -1 }, name: 'partner_listing' },
    { key: { status: 1, submittedAt: 1 }, name: 'status_queue' },
  ],
  invitations: [{ key: { partnerCode: 1, createdAt: 1 }, name: 'partner_listing' }],
  consoleAudit: [
    { key: { partnerCode: 1, at: -1 }, name: 'partner_listing' },
    { key: { at: -1 }, name: 'time_listing' },
  ],
};

/** Creates every index that is missing; idempotent, one createIndexes command per collection. */
export async function ensureIndexes(db: Db, names: readonly CollectionName[] = Object.values(COLLECTIONS)): Promise<void> {
  for (const name of names) await db.collection(name).createIndexes([...INDEXES[name]]);
}
