import type { KeyMode } from '../contract/api-key.js';
import type { Language } from '../reference/languages.js';
import type { Trip } from '../trip/trip.js';
import type { PartnerFee } from './partner-fee.js';
import type { QuotedOffer } from './quoted-offer.js';

/** 200 body of POST /api/v1/travel/quotes (schemas/quote-response.schema.json). */
export interface QuoteResponse {
  readonly ok: true;
  readonly mode: KeyMode;
  readonly sessionId: string;
  readonly offers: readonly QuotedOffer[];
  readonly unpricedCount: number;
  readonly redirectOnlyCount: number;
  readonly nearMissCount: number;
  readonly trip: Trip;
  readonly quote: {
    readonly mode: KeyMode;
    readonly days: number;
    readonly travellers: number;
    readonly expiresAt: string;
  };
  readonly meta: {
    readonly apiVersion: string;
    readonly language: Language;
    /** The language of the offers' names, plans and highlights: `language` when the catalogue has it for every offer, else en. */
    readonly servedLanguage: Language;
    readonly notice?: string;
    readonly partnerFee?: PartnerFee;
  };
}
