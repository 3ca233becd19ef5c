import issueRequestSchema from './insurer-issue-request.schema.json' with { type: 'json' };
import issueResponseSchema from './insurer-issue-response.schema.json' with { type: 'json' };
import cancelRequestSchema from './insurer-cancel-request.schema.json' with { type: 'json' };
import cancelResponseSchema from './insurer-cancel-response.schema.json' with { type: 'json' };
import type { Trip } from '../trip/trip.js';

/**
 * The insurer issuance protocol (docs/insurer-protocol.md, "Issuing a policy"), shared by the
 * HTTP issuer (adapters/insurer-http) and the insurer simulator so both speak from the same
 * schemas. The issue request refers to the normalised trip schema by its $id.
 */
export const INSURER_ISSUE_PROTOCOL = {
  version: '1',
  versionHeader: 'x-parasol-issue-version',
  idempotencyHeader: 'idempotency-key',
  requestIdHeader: 'x-request-id',
  schemas: { issueRequest: issueRequestSchema, issueResponse: issueResponseSchema, cancelRequest: cancelRequestSchema, cancelResponse: cancelResponseSchema },
} as const;

/** What Parasol POSTs to an issueUrl (insurer-issue-request.schema.json). */
export interface IssueQuestion {
  readonly subscriptionId: string;
  readonly requestId: string;
  readonly attempt: number;
  readonly offerId: number;
  readonly productCode: string;
  readonly trip: Trip;
  readonly premium: { readonly amountMinor: number; readonly currency: string };
  readonly language: string;
}

/** What an insurer answers to it (insurer-issue-response.schema.json). */
export type IssueAnswer =
  | { readonly outcome: 'issued'; readonly policyNumber: string; readonly certificateUrl: string; readonly documentUrls: readonly string[] }
  | { readonly outcome: 'refused'; readonly reason: string };

/** What Parasol POSTs to a cancelUrl (insurer-cancel-request.schema.json). */
export interface CancelQuestion {
  readonly subscriptionId: string;
  readonly policyNumber: string;
  readonly requestId: string;
}

/** The 200 answer to it (insurer-cancel-response.schema.json). */
export interface CancelAnswer {
  readonly outcome: 'cancelled';
  readonly policyNumber: string;
}
