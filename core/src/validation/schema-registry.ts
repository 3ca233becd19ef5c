import ajvFormats from 'ajv-formats';
import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { lazyValidator, type Validator } from './lazy-validator.js';
import { ajvForShippedSchemas } from './ajv-for-shipped-schemas.js';
import cardsResponseSchema from '../schemas/cards-response.schema.json' with { type: 'json' };
import coachMessagesResponseSchema from '../schemas/coach-messages-response.schema.json' with { type: 'json' };
import coachRequestSchema from '../schemas/coach-request.schema.json' with { type: 'json' };
import coachResponseSchema from '../schemas/coach-response.schema.json' with { type: 'json' };
import errorSchema from '../schemas/error.schema.json' with { type: 'json' };
import linkRequestSchema from '../schemas/link-request.schema.json' with { type: 'json' };
import linkResponseSchema from '../schemas/link-response.schema.json' with { type: 'json' };
import metaResponseSchema from '../schemas/meta-response.schema.json' with { type: 'json' };
import normalisedTripSchema from '../schemas/normalised-trip.schema.json' with { type: 'json' };
import offerSchema from '../schemas/offer.schema.json' with { type: 'json' };
import postbackRequestSchema from '../schemas/postback-request.schema.json' with { type: 'json' };
import postbackResponseSchema from '../schemas/postback-response.schema.json' with { type: 'json' };
import saleSchema from '../schemas/sale.schema.json' with { type: 'json' };
import ledgerEntrySchema from '../schemas/ledger-entry.schema.json' with { type: 'json' };
import statementResponseSchema from '../schemas/statement-response.schema.json' with { type: 'json' };
import payoutSchema from '../schemas/payout.schema.json' with { type: 'json' };
import payoutsResponseSchema from '../schemas/payouts-response.schema.json' with { type: 'json' };
import payoutResponseSchema from '../schemas/payout-response.schema.json' with { type: 'json' };
import quoteRequestSchema from '../schemas/quote-request.schema.json' with { type: 'json' };
import quoteResponseSchema from '../schemas/quote-response.schema.json' with { type: 'json' };
import travellerSchema from '../schemas/traveller.schema.json' with { type: 'json' };
import tripSchema from '../schemas/trip.schema.json' with { type: 'json' };
import webhookEndpointRequestSchema from '../schemas/webhook-endpoint-request.schema.json' with { type: 'json' };
import webhookEndpointSchema from '../schemas/webhook-endpoint.schema.json' with { type: 'json' };
import webhookEndpointSecretResponseSchema from '../schemas/webhook-endpoint-secret-response.schema.json' with { type: 'json' };
import webhookEndpointsResponseSchema from '../schemas/webhook-endpoints-response.schema.json' with { type: 'json' };
import webhookEndpointDeletedResponseSchema from '../schemas/webhook-endpoint-deleted-response.schema.json' with { type: 'json' };
import webhookEventSchema from '../schemas/webhook-event.schema.json' with { type: 'json' };
import webhookSaleEventDataSchema from '../schemas/webhook-sale-event-data.schema.json' with { type: 'json' };
import webhookSubscriptionEventDataSchema from '../schemas/webhook-subscription-event-data.schema.json' with { type: 'json' };
import webhookTestEventDataSchema from '../schemas/webhook-test-event-data.schema.json' with { type: 'json' };
import webhookPayoutEventDataSchema from '../schemas/webhook-payout-event-data.schema.json' with { type: 'json' };
import webhookDeliverySchema from '../schemas/webhook-delivery.schema.json' with { type: 'json' };
import webhookDeliveriesResponseSchema from '../schemas/webhook-deliveries-response.schema.json' with { type: 'json' };

/**
 * The API's JSON Schemas, each compiled once, on its first use. Parsers hold on to the compiled
 * functions, so a request never compiles or allocates a validator after that.
 *
 * Both ajv entry points are CommonJS modules whose `module.exports` is the class (or plugin)
 * itself, carrying a `default` property that points back to it. Node and tsx hand an ESM default
 * import `module.exports`, while tsc (module nodenext) types it as the whole module; `.default`
 * is the one spelling that is right for both.
 */
const addFormats = ajvFormats.default;

/** Every body of the API by a short name (the Coach ones are owned by core/src/coach); each `$id` is SCHEMA_BASE + name + ".schema.json". */
const SCHEMA_FILES = {
  trip: tripSchema,
  traveller: travellerSchema,
  'normalised-trip': normalisedTripSchema,
  'quote-request': quoteRequestSchema,
  'quote-response': quoteResponseSchema,
  offer: offerSchema,
  'link-request': linkRequestSchema,
  'link-response': linkResponseSchema,
  'meta-response': metaResponseSchema,
  'postback-request': postbackRequestSchema,
  'postback-response': postbackResponseSchema,
  sale: saleSchema,
  'ledger-entry': ledgerEntrySchema,
  'statement-response': statementResponseSchema,
  payout: payoutSchema,
  'payouts-response': payoutsResponseSchema,
  'payout-response': payoutResponseSchema,
  error: errorSchema,
  'coach-request': coachRequestSchema,
  'coach-response': coachResponseSchema,
  'cards-response': cardsResponseSchema,
  'coach-messages-response': coachMessagesResponseSchema,
  'webhook-endpoint-request': webhookEndpointRequestSchema,
  'webhook-endpoint': webhookEndpointSchema,
  'webhook-endpoint-secret-response': webhookEndpointSecretResponseSchema,
  'webhook-endpoints-response': webhookEndpointsResponseSchema,
  'webhook-endpoint-deleted-response': webhookEndpointDeletedResponseSchema,
  'webhook-delivery': webhookDeliverySchema,
  'webhook-deliveries-response': webhookDeliveriesResponseSchema,
  // What a webhook delivery's body is (the envelope, and `data` by type): what receivers and @parasol/client's typed events read.
  'webhook-event': webhookEventSchema,
  'webhook-sale-event-data': webhookSaleEventDataSchema,
  'webhook-subscription-event-data': webhookSubscriptionEventDataSchema,
  'webhook-test-event-data': webhookTestEventDataSchema,
  'webhook-payout-event-data': webhookPayoutEventDataSchema,
} as const satisfies Record<string, AnySchemaObject & { $id: string }>;

export type SchemaName = keyof typeof SCHEMA_FILES;

export const SCHEMA_BASE = 'https://parasol.dev/schemas/';

/** The `$id` of a schema: schemaIdOf('trip') is https://parasol.dev/schemas/trip.schema.json. */
export const schemaIdOf = (name: SchemaName): string => SCHEMA_FILES[name].$id;

/** The schema documents themselves (for conformance cases and documentation). */
export const SCHEMAS: readonly AnySchemaObject[] = Object.values(SCHEMA_FILES);

/**
 * The one ajv instance holding every API schema, made on the first validation (lazy-validator.ts
 * says why start-up matters). The schemas are not checked against the meta-schema here: a test
 * does that (ajv-for-shipped-schemas.ts).
 */
let registry: ReturnType<typeof ajvForShippedSchemas> | undefined;
const schemaRegistry = (): ReturnType<typeof ajvForShippedSchemas> => {
  if (registry !== undefined) return registry;
  const ajv = ajvForShippedSchemas({
    // Every violation, not just the first: request validation picks the one that wins by the
    // documented precedence (validation/error-precedence.ts), whatever the order of the JSON.
    allErrors: true,
    strict: true,
    // if/then and else name properties their parent schema defines, which this check cannot see.
    strictRequired: false,
    // `["string", "null"]` is how the spec's "string or null" fields are written.
    allowUnionTypes: true,
  });
  // Full mode: `date` refuses 2026-02-30, `date-time` requires a time zone.
  addFormats(ajv, { mode: 'full' });
  for (const schema of SCHEMAS) ajv.addSchema(schema);
  registry = ajv;
  return ajv;
};

// Each compiled on its first use (lazy-validator.ts: start-up time).
const VALIDATORS: ReadonlyMap<string, Validator<unknown>> = new Map(
  SCHEMAS.map((schema) => [schema.$id as string, lazyValidator(() => schemaRegistry().getSchema(schema.$id as string) as ValidateFunction)]),
);

/** The compiled validator of a registered schema. An unknown id is a bug, hence a throw. */
export const compiledValidator = (schemaId: string): Validator<unknown> => {
  const validate = VALIDATORS.get(schemaId);
  if (validate === undefined) throw new Error(`no schema registered under ${schemaId}`);
  return validate;
};

export interface SchemaViolation {
  /** JSON pointer to the offending value ('' for the root). */
  readonly path: string;
  readonly keyword: string;
  readonly message: string;
}

export type SchemaCheck = { readonly valid: true } | { readonly valid: false; readonly violations: readonly SchemaViolation[] };

const violationOf = (error: ErrorObject): SchemaViolation => ({
  path: error.instancePath,
  keyword: error.keyword,
  message: error.message ?? error.keyword,
});

/** Checks any value against a registered schema, by `$id` (tests, conformance, transports). */
export const validateAgainst = (schemaId: string, value: unknown): SchemaCheck => {
  const validate = compiledValidator(schemaId);
  return validate(value) ? { valid: true } : { valid: false, violations: (validate.errors ?? []).map(violationOf) };
};
