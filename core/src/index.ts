/**
 * Public surface of @parasol/core: what an embedding app, a transport or an adapter builds on.
 *   - the facade: createParasol (the API), createTravellerFlows (the widget and funnel pages),
 *     the feature modules they compose, the in-process client and the bootstrap document;
 *   - the ports adapters implement, with their DI tokens;
 *   - the shared contract every transport speaks: SignedCall, Answer, the endpoint table and its
 *     router, Operation and Caller, key and partner records, the error catalogue, Result;
 *   - the API's request and answer types, generated from the schemas (the Api namespace: names such
 *     as Trip and Offer are the wire's, apart from the domain's).
 * Anything else (rules, use cases, validation, reference data) is @parasol/core/internal: for the
 * project's own workspaces and tests, with no promise of stability (docs/embedding.md).
 */

// The facade.
export * from './api/create-parasol.js';
export * from './api/parasol-client.js';
export * from './api/bootstrap.js';
export * from './api/partner-operations.js';
export * from './funnel/traveller-flows.js';
export * from './pricing/pricing-module.js';
export * from './coach/coach-module.js';
export * from './subscriptions/links-module.js';
export * from './ledger/ledger-module.js';
export * from './webhooks/webhook-endpoints-module.js';
export * from './webhooks/webhook-settings.js';
export * from './webhooks/event-types.js';
export * from './payouts/payouts-module.js';

// The ports.
export * from './ports/card-data.js';
export * from './ports/clock.js';
export * from './ports/counter-store.js';
export * from './ports/funnel-sale-book.js';
export * from './ports/policy-issuer.js';
export * from './ports/country-facts.js';
export * from './ports/fx-rates.js';
export * from './ports/insurer-rater.js';
export * from './ports/key-store.js';
export * from './ports/logger.js';
export * from './ports/offer-catalogue.js';
export * from './ports/partner-store.js';
export * from './ports/payment-provider.js';
export * from './ports/quote-funnel.js';
export * from './ports/random.js';
export * from './ports/sale-cursor.js';
export * from './ports/sale-store.js';
export * from './ports/payout-store.js';
export * from './ports/settlement-queue.js';
export * from './ports/storage-unavailable.js';
export * from './ports/subscription-store.js';
export * from './ports/checkout-store.js';
export * from './ports/idempotency-store.js';
export * from './ports/webhook-endpoint-store.js';
export * from './ports/webhook-delivery-store.js';
export * from './ports/webhook-delivery-cursor.js';
export * from './ports/webhook-outbox.js';
export * from './ports/webhook-sender.js';
export * from './webhooks/event-id.js';
export * from './webhooks/envelope.js';
export * from './webhooks/outbox.js';
export * from './webhooks/sale-events.js';
export * from './webhooks/subscription-events.js';
export * from './webhooks/retry-schedule.js';
export * from './webhooks/delivery-outcome.js';
export * from './webhooks/new-delivery.js';
export * from './webhooks/outbox-documents.js';
export * from './webhooks/relay-events.js';
export * from './webhooks/dispatch-webhooks.js';
export * from './webhooks/delivery-settings.js';
export * from './webhooks/sends-in-flight.js';
export * from './webhooks/webhook-engine.js';
export * from './webhooks/delivery-view.js';
export type { WebhookEndpointView } from './webhooks/endpoint-view.js';
export * from './webhooks/delivery-requests.js';
export * from './webhooks/webhook-deliveries-module.js';
// The partner console's storage (transports/web's /console; nothing of it in the request pipeline).
export * from './ports/console-user-store.js';
export * from './ports/console-session-store.js';
export * from './ports/access-application-store.js';
export * from './ports/invitation-store.js';
export * from './ports/console-audit-log.js';
export * from './ports/console-stores.js';

// The shared contract.
export * from './contract/api-key.js';
export * from './contract/endpoints.js';
export * from './contract/operation.js';
export * from './contract/parasol-module.js';
export * from './contract/partner.js';
export * from './contract/requests.js';
export * from './contract/routing.js';
export * from './contract/signed-call.js';
export * from './api/json-body.js';
export * from './auth/signature.js';
export * from './errors/error-catalogue.js';
export * from './shared/result.js';

// The API's request and answer types.
export * as Api from './contract/api-types.js';
