import type { OfferCatalogue, SubscriptionRecord } from '@parasol/core';
import { aSubscriptionRecord } from '@parasol/port-contracts';
import { aCatalogue, anInsurer, anOffer } from '../../../core/test/pricing/fixtures.js';
import type { InsurerSimulator } from '../../../tools/sims/src/insurer-sim/index.js';

/** The offer the issuing tests sell: insurer "sim", pointed at a simulator's issue and cancel URLs. */
export const SOLD_OFFER_ID = 1234;

/** A live catalogue whose insurer "sim" rates and issues at `simulator` (or at the URLs given). */
export const aCatalogueIssuingAt = (urls: Pick<InsurerSimulator, 'url' | 'issueUrl' | 'cancelUrl'> | { url: string; issueUrl?: string; cancelUrl?: string }): OfferCatalogue => {
  const insurer = anInsurer('sim');
  const endpoint = {
    ...insurer.endpoint,
    ratingUrl: urls.url,
    ...(urls.issueUrl === undefined ? {} : { issueUrl: urls.issueUrl }),
    ...(urls.cancelUrl === undefined ? {} : { cancelUrl: urls.cancelUrl }),
  };
  const catalogue = aCatalogue([{ ...insurer, endpoint }], [anOffer({ id: SOLD_OFFER_ID, insurerId: 'sim' })]);
  return { current: async () => catalogue };
};

let serial = 0;
/** A live subscription of the sold offer, with a new id on every call. */
export const aSoldSubscription = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => {
  serial += 1;
  return aSubscriptionRecord({ subscriptionId: `sub_issue_${process.pid}_${serial}`, offerId: SOLD_OFFER_ID, stage: 'paid', ...overrides });
};
