import type { Converter } from '../money/index.js';
import type { RatingOutcome } from '../ports/insurer-rater.js';
import type { CatalogueInsurer, CatalogueOffer, PricingSource } from '../ports/offer-catalogue.js';
import { fail, ok, type Result } from '../shared/result.js';
import { coverDays, type Trip } from '../trip/trip.js';
import type { PartnerFee } from './partner-fee.js';
import { rankByPrice } from './rank-offers.js';
import { rateInsurers, type RatingCall } from './rate-insurers.js';
import { readRating } from './read-rating.js';
import { preparedOffers, type PreparedOffer } from './prepared-offers.js';
import { offerPrice, quotedOffer, type OfferPrice, type QuotedOffer } from './quoted-offer.js';
import { selectOffers } from './select-offers.js';
import { echoedAmounts, guaranteesForTrip, tripForInsurer } from './trip-amounts.js';
import type { Mutable } from '../shared/mutable.js';
import { DEFAULT_LANGUAGE, type Language } from '../reference/languages.js';
import { servedLanguage } from './served-language.js';

export interface QuotedOffers {
  readonly offers: readonly QuotedOffer[];
  readonly unpricedCount: number;
  readonly redirectOnlyCount: number;
  readonly nearMissCount: number;
  /** Days of cover priced, both ends counted (quote.days). */
  readonly days: number;
  /** The language the offers' names, plans and highlights are in (served-language.ts). */
  readonly language: Language;
  /** The catalogue's notice (the sandbox-data warning), when it has one. */
  readonly notice?: string;
}

export interface QuoteContext {
  readonly source: PricingSource;
  readonly converter: Converter;
  /** The caller's uplift, when they charge one. */
  readonly fee: PartnerFee | undefined;
  readonly deadlineMs: number;
  /** The API request the quote serves, handed to the rater for its logs. */
  readonly requestId?: string;
  /** The language the request asked for; absent, English. */
  readonly language?: Language;
}

/**
 * The pricing pipeline, the same for the sandbox and the live catalogue:
 *   select (family, eligibility, redirect-only) -> one rating call per insurer, in parallel
 *   -> read prices -> add uplift, convert -> rank cheapest first -> the offers as shown, around
 *   the parts prepared once per catalogue (prepared-offers.ts).
 * Fails only when insurers were asked and none answered: PRICING_TIMEOUT when every one timed
 * out, PRICING_UNAVAILABLE otherwise (at least one refused). An insurer that answers without
 * pricing anything has answered: the quote succeeds with its offers counted unpriced.
 */
export const quoteOffers = async (trip: Trip, context: QuoteContext): Promise<Result<QuotedOffers>> => {
  const { source, converter, fee, deadlineMs } = context;
  const catalogue = await source.catalogue.current();
  const days = coverDays(trip);
  const selection = selectOffers(catalogue.offers, trip, days);
  const rounds = ratingRounds(catalogue.insurers, selection.toRate, trip, days, converter, context.requestId);

  const outcomes = await rateInsurers(source.rater, rounds.map((round) => round.call), deadlineMs);
  if (outcomes.length > 0 && outcomes.every((outcome) => outcome.kind !== 'priced')) return noInsurerAnswered(outcomes);

  const prepared = preparedOffers(catalogue);
  const priced: Priced[] = [];
  for (let i = 0; i < rounds.length; i++) {
    const round = rounds[i] as RatingRound;
    for (const price of readRating(round.offers, round.insurer.currency, outcomes[i] as RatingOutcome)) {
      const shown = offerPrice(price, fee, trip.currency, converter);
      // Every rated offer belongs to a listed insurer, so it was prepared.
      if (shown !== undefined) priced.push({ offer: price.offer, shown, prepared: prepared.get(price.offer) as PreparedOffer });
    }
  }
  const echoed = echoedAmounts(trip, converter);
  const ranked = rankByPrice(priced, converter);
  const language = servedLanguage(ranked.map((r) => r.prepared), context.language ?? DEFAULT_LANGUAGE);
  const offers: QuotedOffer[] = [];
  for (let i = 0; i < ranked.length; i++) {
    const { prepared: parts, shown } = ranked[i] as Priced;
    offers.push(quotedOffer(parts, shown, guaranteesForTrip(parts, echoed), i + 1, parts.texts.get(language)));
  }
  const quoted: Mutable<QuotedOffers> = {
    offers,
    unpricedCount: selection.toRate.length - offers.length,
    redirectOnlyCount: selection.redirectOnlyCount,
    nearMissCount: selection.nearMissCount,
    days,
    language,
  };
  if (catalogue.notice !== undefined) quoted.notice = catalogue.notice;
  return ok(quoted);
};

/** A rated offer with the price shown and its prepared parts. */
interface Priced {
  readonly offer: CatalogueOffer;
  readonly shown: OfferPrice;
  readonly prepared: PreparedOffer;
}

interface RatingRound {
  readonly insurer: CatalogueInsurer;
  readonly offers: readonly CatalogueOffer[];
  readonly call: RatingCall;
}

/** One round per insurer holding eligible offers, in catalogue order: exactly one call each. */
const ratingRounds = (
  insurers: readonly CatalogueInsurer[],
  toRate: readonly CatalogueOffer[],
  trip: Trip,
  days: number,
  converter: Converter,
  apiRequestId: string | undefined,
): RatingRound[] => {
  const rounds: RatingRound[] = [];
  for (const insurer of insurers) {
    const offers = toRate.filter((offer) => offer.insurerId === insurer.id);
    if (offers.length === 0) continue;
    const call: RatingCall = {
      endpoint: insurer.endpoint,
      request: {
        trip: tripForInsurer(trip, insurer.currency, converter),
        days,
        products: offers.map((offer) => ({ offerId: offer.id, productCode: offer.productCode })),
        currency: insurer.currency,
        ...(apiRequestId === undefined ? {} : { apiRequestId }),
      },
    };
    rounds.push({ insurer, offers, call });
  }
  return rounds;
};

const noInsurerAnswered = (outcomes: readonly RatingOutcome[]): Result<never> =>
  outcomes.every((outcome) => outcome.kind === 'timeout')
    ? fail('PRICING_TIMEOUT', 'No insurer answered in time; try again.')
    : fail('PRICING_UNAVAILABLE', 'No insurer could price this trip; try again.');
