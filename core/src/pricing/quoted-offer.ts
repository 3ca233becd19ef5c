import { fromMinor, type Converter } from '../money/index.js';
import type { GuaranteeCover } from '../reference/guarantees.js';
import { upliftMinor, type PartnerFee } from './partner-fee.js';
import type { OfferDocuments, OfferHighlights, OfferInsurer, OfferTexts, PreparedOffer } from './prepared-offers.js';
import { DEFAULT_LANGUAGE } from '../reference/languages.js';
import type { InsurerPrice } from './read-rating.js';

/** price of an Offer (spec: Offer price.*). */
export interface OfferPrice {
  /** What the traveller pays, in `currency`, uplift included: the value to display. */
  readonly amount: number;
  /** `amount` in minor units of `currency` (yen for JPY: the name is historical). */
  readonly amountInCents: number;
  readonly currency: string;
  /** The same price in the insurer's currency, before conversion (uplift included). */
  readonly insurerAmount: number;
  readonly insurerCurrency: string;
  readonly isStartingPrice: boolean;
  readonly period: string | null;
}

/** One element of `offers` in the quote response, fields in the spec's order. */
export interface QuotedOffer {
  readonly id: number;
  readonly name: string | null;
  readonly plan: string | null;
  readonly insurer: OfferInsurer;
  /** Present only when the offer has a pictogram, and then equal to insurer.logoUrl. */
  readonly iconUrl?: string;
  readonly price: OfferPrice;
  readonly guaranteeCurrency: string;
  readonly guarantees: Readonly<Record<string, GuaranteeCover>>;
  readonly highlights: OfferHighlights;
  readonly documents: OfferDocuments;
  /** Rank by premium, cheapest first, from 1. */
  readonly position: number;
}

/**
 * The price a traveller sees: the insurer's premium plus the caller's uplift, in the insurer's
 * currency, then converted into the trip's currency when both are convertible. Undefined when the
 * converted amount is out of range: the offer then counts as unpriced rather than failing the quote.
 */
export const offerPrice = (
  price: InsurerPrice,
  fee: PartnerFee | undefined,
  tripCurrency: string,
  converter: Converter,
): OfferPrice | undefined => {
  const chargedMinor = price.premiumMinor + (fee === undefined ? 0 : upliftMinor(price.premiumMinor, fee.upliftBps));
  let shown;
  try {
    shown = converter.convert(chargedMinor, price.currency, tripCurrency);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return {
    amount: fromMinor(shown.amountMinor, shown.currency),
    amountInCents: shown.amountMinor,
    currency: shown.currency,
    insurerAmount: fromMinor(chargedMinor, price.currency),
    insurerCurrency: price.currency,
    isStartingPrice: price.isStartingPrice,
    period: price.period,
  };
};

/**
 * An offer as the response shows it, fields in the spec's order: the prepared, trip-independent
 * parts (insurer block, pictogram, highlights, documents) around this quote's price, guarantees
 * and position. iconUrl is present only for a pictogram, and insurer name and documents always
 * travel with the offer (usage conditions). Name, plan and highlights are `texts`, the offer's in
 * the language the quote is served in (English unless told).
 */
export const quotedOffer = (
  prepared: PreparedOffer,
  price: OfferPrice,
  guarantees: Readonly<Record<string, GuaranteeCover>>,
  position: number,
  texts: OfferTexts = prepared.texts.get(DEFAULT_LANGUAGE) as OfferTexts,
): QuotedOffer => {
  const { offer, iconUrl } = prepared;
  return {
    id: offer.id,
    name: texts.name,
    plan: texts.plan,
    insurer: prepared.insurer,
    // Absent, never undefined, without a pictogram (spec).
    ...(iconUrl === undefined ? {} : { iconUrl }),
    price,
    guaranteeCurrency: offer.guaranteeCurrency,
    guarantees,
    highlights: texts.highlights,
    documents: prepared.documents,
    position,
  };
};
