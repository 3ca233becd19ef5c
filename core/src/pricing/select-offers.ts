import type { CatalogueOffer } from '../ports/offer-catalogue.js';
import type { Trip } from '../trip/trip.js';
import { failedFilterCount, isGroupTrip } from './eligibility.js';

export interface OfferSelection {
  /** Offers that match the trip and can be sold through a link: these get rated. */
  readonly toRate: readonly CatalogueOffer[];
  /** Sellable offers of the trip's product family failing exactly one filter. */
  readonly nearMissCount: number;
  /** Offers that match but are sold by redirect, hence withheld. */
  readonly redirectOnlyCount: number;
}

/**
 * Sorts the catalogue for one trip. Only the trip's product family is considered (group product
 * above the group threshold, individual products otherwise): the other family is not a near miss,
 * it is a different product. Redirect-only offers are never near misses either, since relaxing a
 * filter would still not return them.
 */
export const selectOffers = (offers: readonly CatalogueOffer[], trip: Trip, days: number): OfferSelection => {
  const group = isGroupTrip(trip);
  const toRate: CatalogueOffer[] = [];
  let nearMissCount = 0;
  let redirectOnlyCount = 0;
  for (const offer of offers) {
    if (offer.group !== group) continue;
    const failures = failedFilterCount(offer, trip, days);
    if (failures === 0 && offer.redirectOnly) redirectOnlyCount += 1;
    else if (failures === 0) toRate.push(offer);
    else if (failures === 1 && !offer.redirectOnly) nearMissCount += 1;
  }
  return { toRate, nearMissCount, redirectOnlyCount };
};
