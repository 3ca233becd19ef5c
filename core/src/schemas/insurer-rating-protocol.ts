import requestSchema from './insurer-rating-request.schema.json' with { type: 'json' };
import responseSchema from './insurer-rating-response.schema.json' with { type: 'json' };
import normalisedTripSchema from './normalised-trip.schema.json' with { type: 'json' };
import type { Trip } from '../trip/trip.js';

/**
 * The insurer rating protocol (docs/insurer-protocol.md), shared by the HTTP rater
 * (adapters/insurer-http) and the insurer simulator (tools/sims/src/insurer-sim) so that both speak
 * from the same schemas. The request schema refers to the normalised trip schema by its $id.
 */
export const INSURER_RATING_PROTOCOL = {
  version: '1',
  versionHeader: 'x-parasol-rating-version',
  idempotencyHeader: 'idempotency-key',
  schemas: { request: requestSchema, response: responseSchema, normalisedTrip: normalisedTripSchema },
} as const;

/** The JSON an insurer answers with (insurer-rating-response.schema.json). */
export interface RatingAnswer {
  readonly products: readonly {
    readonly productCode: string;
    readonly premium: { readonly amountMinor: number; readonly currency: string } | null;
    readonly isStartingPrice: boolean;
    readonly period: string | null;
  }[];
}

/** The JSON Parasol sends (insurer-rating-request.schema.json). */
export interface RatingQuestion {
  readonly requestId: string;
  readonly trip: Trip;
  readonly days: number;
  readonly currency: string;
  readonly products: readonly { readonly offerId: number; readonly productCode: string }[];
}
