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

/** POST /api/postback/conversion, after validation: amounts already read exactly into minor units of `currency`. */
export interface ConversionReport {
  /** `partnerCode-shortCode`, split. */
  readonly ref: string;
  readonly partnerCode: string;
  readonly linkCode: string;
  readonly externalOrderId: string;
  readonly amountMinor: number;
  /** A commission the partner states; it can only lower what is owed. */
  readonly commissionMinor?: number;
  /** The link answer's subscription the sale came through: it names the insurer, so whether the sale was converted is known. */
  readonly subscriptionId?: string;
  readonly currency: string;
  readonly status: 'pending' | 'validated' | 'cancelled';
  /** Contract 3.2: the uplift slice actually charged; it can only lower what is owed. */
  readonly partnerFeeMinor?: number;
  readonly contractVersion: '3.1' | '3.2';
}
