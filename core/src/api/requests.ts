import type { Language } from '../reference/languages.js';
import type { Trip } from '../trip/trip.js';

/** POST /api/v1/travel/quotes, after validation (validation/parse-quote-request.ts). */
export interface QuoteRequest {
  readonly trip: Trip;
  /** Echoed session token, if any; checked by pricing, never a validation error. */
  readonly sessionId?: string;
  readonly language: Language;
}

/** POST /api/v1/travel/links, after validation. */
export interface LinkRequest {
  readonly sessionId: string;
  readonly trip: Trip;
  readonly language: Language;
  readonly offerId?: number;
  readonly linkCode?: string;
}

/** POST /api/postback/conversion, after validation. Money stays as sent (major units) until the ledger reads it. */
export interface ConversionReport {
  readonly ref: string;
  readonly externalOrderId: string;
  readonly amount: number;
  readonly commission?: number;
  readonly currency: string;
  readonly status: 'pending' | 'validated' | 'cancelled';
  readonly partnerFeeAmount?: number;
  readonly contractVersion: '3.1' | '3.2';
}
