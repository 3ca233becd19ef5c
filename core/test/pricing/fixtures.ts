import { type ApiKeyRecord, type Caller, type Catalogue, type CatalogueInsurer, type CatalogueOffer, type Eligibility, type InsurerEndpoint, type InsurerRater, type KeyMode, type PartnerRecord, type PricingSource, type RateSet, type RatingOutcome, type RatingRequest } from '@parasol/core';
import { OPEN_ELIGIBILITY, type Trip } from '@parasol/core/internal';

/** Test data for pricing: small factories, every field overridable. */

export const openEligibility: Eligibility = OPEN_ELIGIBILITY;

export const anOffer = (overrides: Partial<CatalogueOffer> & { id: number }): CatalogueOffer => ({
  insurerId: 'alpha',
  name: `Offer ${overrides.id}`,
  plan: 'Plan',
  productCode: `P-${overrides.id}`,
  iconUrl: `https://img.test/offers/${overrides.id}.svg`,
  guaranteeCurrency: 'EUR',
  guarantees: { hospitalFeesAbroad: { state: 'value', value: 100_000 }, cancelTrip: { state: 'trip_price', value: null } },
  highlights: { included: ['Medical costs'], excluded: ['Baggage'] },
  documents: { cgvUrl: `https://docs.test/${overrides.id}/cgv.pdf`, ipidUrl: null },
  eligibility: openEligibility,
  redirectOnly: false,
  group: false,
  ...overrides,
});

export const anInsurer = (
  id: string,
  overrides: Partial<Omit<CatalogueInsurer, 'id' | 'endpoint'>> & { readonly timeoutMs?: number } = {},
): CatalogueInsurer => {
  const { timeoutMs = 200, ...rest } = overrides;
  return {
    id,
    name: `Insurer ${id}`,
    logoUrl: `https://img.test/insurers/${id}.svg`,
    currency: 'EUR',
    endpoint: { insurerId: id, ratingUrl: `http://${id}.test/rate`, timeoutMs },
    ...rest,
  };
};

export const aCatalogue = (insurers: readonly CatalogueInsurer[], offers: readonly CatalogueOffer[], notice?: string): Catalogue => ({
  version: 'test',
  insurers,
  offers,
  ...(notice === undefined ? {} : { notice }),
});

/** How a fake insurer answers one rating call. */
export type Behaviour =
  | { readonly kind: 'price'; readonly amountMinor: (productCode: string, request: RatingRequest) => number | null }
  | { readonly kind: 'fail' }
  | { readonly kind: 'timeout' }
  /** Never answers and ignores the signal: only pricing's own cut can end the wait. */
  | { readonly kind: 'hang' }
  | { readonly kind: 'answer'; readonly outcome: (request: RatingRequest) => RatingOutcome }
  | { readonly kind: 'throw' };

/** An in-memory rater scripted per insurer, recording every call it receives. */
export class FakeRater implements InsurerRater {
  readonly calls: { endpoint: InsurerEndpoint; request: RatingRequest }[] = [];
  constructor(private readonly behaviours: Readonly<Record<string, Behaviour>>) {}

  async rate(endpoint: InsurerEndpoint, request: RatingRequest): Promise<RatingOutcome> {
    this.calls.push({ endpoint, request });
    const behaviour = this.behaviours[endpoint.insurerId] ?? { kind: 'fail' };
    switch (behaviour.kind) {
      case 'price':
        return {
          kind: 'priced',
          products: request.products.map(({ offerId, productCode }) => ({
            offerId,
            amountMinor: behaviour.amountMinor(productCode, request),
            currency: request.currency,
            isStartingPrice: false,
            period: null,
          })),
        };
      case 'fail':
        return { kind: 'failed', reason: 'scripted failure' };
      case 'timeout':
        return { kind: 'timeout' };
      case 'hang':
        return new Promise<RatingOutcome>(() => {});
      case 'answer':
        return behaviour.outcome(request);
      case 'throw':
        throw new Error('scripted bug');
    }
  }
}

/** Prices every product at the same figure. */
export const flat = (amountMinor: number): Behaviour => ({ kind: 'price', amountMinor: () => amountMinor });

export const aSource = (catalogue: Catalogue, rater: InsurerRater): PricingSource => ({
  catalogue: { current: async () => catalogue },
  rater,
});

/** EUR-based reference rates for the 33 convertible currencies. */
export const RATES: RateSet = {
  asOf: '2026-01-02',
  base: 'EUR',
  rates: {
    USD: '1.0850', GBP: '0.8600', JPY: '162.50', CNY: '7.8500', CHF: '0.9400', CAD: '1.4800', AUD: '1.6500',
    SEK: '11.40', NOK: '11.60', DKK: '7.4600', PLN: '4.3000', HUF: '395.00', CZK: '25.10', RON: '4.9700',
    BGN: '1.9558', RSD: '117.20', ALL: '100.50', MKD: '61.50', BAM: '1.9558', BRL: '5.9000', MXN: '19.80',
    MAD: '10.90', ZAR: '20.10', PHP: '61.00', TRY: '35.00', INR: '90.50', HKD: '8.4500', SGD: '1.4600',
    AED: '3.9800', KRW: '1480.00', ISK: '150.00', NZD: '1.8000',
  },
};

export const aPartner = (overrides: Partial<PartnerRecord> = {}): PartnerRecord => ({
  code: 'acme',
  status: 'approved',
  baseRateBps: 1000,
  commissionBps: 1000,
  links: [],
  createdAt: 0,
  version: 1,
  ...overrides,
});

export const aCaller = (mode: KeyMode = 'live', partner: PartnerRecord | undefined = aPartner()): Caller => {
  const key: ApiKeyRecord = {
    keyId: mode === 'live' ? 'ak_live_pricingtest' : 'ak_test_pricingtest',
    mode,
    scopes: ['quotes', 'quotes.link', 'coach'],
    ...(partner === undefined ? {} : { partnerCode: partner.code }),
    quota: { reads: 200, writes: 50 },
    cardModes: ['bin', 'bank', 'network', 'none'],
    secrets: [],
    createdAt: 0,
    version: 1,
  };
  return { key, mode, ...(partner === undefined ? {} : { partner }) };
};

/** Randomness that counts up: distinct, reproducible nonces. */
export const countingRandom = () => {
  let n = 0;
  return {
    bytes(length: number) {
      n += 1;
      const out = new Uint8Array(length);
      out.fill(n % 256);
      out[0] = Math.floor(n / 256) % 256;
      return out;
    },
  };
};

export const fixedClock = (now = Date.parse('2026-06-15T10:00:00Z')) => ({ now: () => now });
