import quoteRequestSchema from './funnel-quote-request.schema.json' with { type: 'json' };
import quoteResponseSchema from './funnel-quote-response.schema.json' with { type: 'json' };
import stageResponseSchema from './funnel-stage-response.schema.json' with { type: 'json' };
import normalisedTripSchema from './normalised-trip.schema.json' with { type: 'json' };
import type { SubscriptionStage } from '../ports/subscription-store.js';
import type { Language } from '../reference/languages.js';
import type { Trip } from '../trip/trip.js';

/**
 * The funnel quote protocol (docs/funnel-protocol.md): how Parasol creates and reads quotes at an
 * external subscription funnel. Shared by the HTTP client (adapters/funnel-http) and the funnel
 * simulator (tools/sims/src/funnel-sim) so that both speak from the same schemas and header names.
 * The request schema refers to the normalised trip schema by its $id, hence it travels along.
 *
 * These are not bodies of Parasol's own API, so, like the insurer rating protocol, they are not
 * in the API's schema registry: each side compiles them with its own validator.
 */
export const FUNNEL_PROTOCOL = {
  version: '1',
  versionHeader: 'x-parasol-funnel-version',
  /** Unique per call (a UUID): the key to reconcile Parasol's logs with the funnel's. */
  requestIdHeader: 'x-request-id',
  /** Milliseconds Parasol waits for the whole answer, so the funnel can give up on work nobody will read. */
  deadlineHeader: 'x-parasol-deadline-ms',
  /** PUT {apiBase}{quotesPath}{subscriptionId}, GET {apiBase}{quotesPath}{quoteId}. */
  quotesPath: '/v1/quotes/',
  /** Shape of every id put in a path (subscription ids and the funnel's quote ids): URL-safe as is. */
  idPattern: /^[A-Za-z0-9_-]{1,128}$/,
  schemas: {
    quoteRequest: quoteRequestSchema,
    quoteResponse: quoteResponseSchema,
    stageResponse: stageResponseSchema,
    normalisedTrip: normalisedTripSchema,
  },
} as const;

/** The JSON Parasol PUTs (funnel-quote-request.schema.json); the subscription id is in the path. */
export interface FunnelQuoteBody {
  readonly ref: string | null;
  readonly trip: Trip;
  readonly language: Language;
  readonly offerId: number | null;
}

/** The funnel's answer to a PUT (funnel-quote-response.schema.json). */
export interface FunnelQuoteAnswer {
  readonly quoteId: string;
  readonly stage: SubscriptionStage;
}

/** The funnel's answer to a GET (funnel-stage-response.schema.json). */
export interface FunnelStageAnswer {
  readonly quoteId: string;
  readonly stage: SubscriptionStage;
}
