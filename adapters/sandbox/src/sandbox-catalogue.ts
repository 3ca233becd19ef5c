import { type Catalogue, type CatalogueOffer, type Eligibility, type GuaranteeTerm } from '@parasol/core';
import { LIMITS, OPEN_ELIGIBILITY } from '@parasol/core/internal';
import { translationsOf } from './sandbox-translations.js';

/**
 * The sandbox catalogue: one fictional insurer, Sandcastle Mutual, whose offers exercise every
 * field of the quote response (all eight guarantee states, both document links and a missing one,
 * offers with and without pictogram, a guarantee currency unlike the price currency, a group
 * product, a redirect-only offer, near misses). Prices come from sandbox-rater.ts.
 *
 * The spec wants the cheapest offer to have no icon. Sandcastle Essential (individual) and
 * Sandcastle Group Essential (group) carry no pictogram, match every trip of their family, and
 * their tariffs are the floor of every other tariff, so one of them always ranks first.
 */
export const SANDBOX_INSURER_ID = 'sandcastle';
export const ESSENTIAL_OFFER_ID = 9001;
export const GROUP_ESSENTIAL_OFFER_ID = 9101;

export const SANDBOX_NOTICE =
  'Sandbox data: Sandcastle Mutual is a fictional insurer and these prices are samples. Never show them to a real traveller, and send no real personal data.';

const IMAGES = 'https://static.parasol.example/sandbox/sandcastle';
const DOCS = 'https://docs.parasol.example/sandbox/sandcastle';

const term = (state: GuaranteeTerm['state'], value: number | null = null): GuaranteeTerm => ({ state, value });

/** Every sandbox offer starts from open eligibility and narrows what it needs. */
const open: Eligibility = OPEN_ELIGIBILITY;

/** Every sandbox offer speaks the 26 funnel languages (sandbox-translations.ts). */
const offer = (o: Omit<CatalogueOffer, 'insurerId' | 'redirectOnly' | 'group'> & Partial<CatalogueOffer>): CatalogueOffer => ({
  insurerId: SANDBOX_INSURER_ID,
  redirectOnly: false,
  group: false,
  translations: translationsOf(o),
  ...o,
});

const documents = (slug: string, ipid = true) => ({
  cgvUrl: `${DOCS}/${slug}-terms.pdf`,
  ipidUrl: ipid ? `${DOCS}/${slug}-ipid.pdf` : null,
});

export const SANDBOX_OFFERS: readonly CatalogueOffer[] = [
  offer({
    id: ESSENTIAL_OFFER_ID,
    name: 'Sandcastle Essential',
    plan: 'Essential',
    productCode: 'SC-ESSENTIAL',
    iconUrl: null,
    guaranteeCurrency: 'EUR',
    guarantees: {
      hospitalFeesAbroad: term('value', 30_000),
      rapatriationAssistance: term('actual_costs'),
      cancelTrip: term('trip_price'),
      privateRc: term('value', 450_000),
      extremeSports: term('value', 10_000),
      suitcaseInsurance: term('not_available'),
      directBilling: term('not_available'),
    },
    highlights: {
      included: ['Medical costs abroad up to 30,000 EUR (Schengen visa level)', 'Repatriation at actual cost'],
      excluded: ['Baggage', 'Direct billing of hospitals'],
    },
    documents: documents('essential'),
    eligibility: open,
  }),
  offer({
    id: 9002,
    name: 'Sandcastle Voyager',
    plan: 'Comfort',
    productCode: 'SC-VOYAGER',
    iconUrl: `${IMAGES}/voyager.svg`,
    guaranteeCurrency: 'EUR',
    guarantees: {
      hospitalFeesAbroad: term('value', 150_000),
      directBilling: term('included'),
      rapatriationAssistance: term('actual_costs'),
      dailyAllowance: term('per_day', 50),
      earlyReturn: term('return_ticket'),
      cancelTrip: term('trip_price'),
      transportDelay: term('value', 200),
      suitcaseInsurance: term('value', 1_500),
      privateRc: term('value', 1_000_000),
      extremeSports: term('not_available'),
    },
    highlights: {
      included: ['Hospitals billed directly', 'Return ticket home if a relative falls ill', 'Baggage up to 1,500 EUR'],
      excluded: ['Extreme sports', 'Trips to the United States and Canada'],
    },
    documents: documents('voyager'),
    eligibility: {
      ...open,
      maxAge: 79,
      maxDays: 180,
      intents: ['forTourism', 'schengenArea', 'cruise', 'rentalStay', 'mountainTrip', 'backToHome', 'groupTravel', 'cancellation'],
      destinations: { allow: '*', deny: ['US', 'CA'] },
      supportsExtremeSports: false,
      maxParty: 9,
    },
  }),
  offer({
    id: 9003,
    name: 'Sandcastle Globetrotter',
    plan: 'Premium',
    productCode: 'SC-GLOBETROTTER',
    iconUrl: `${IMAGES}/globetrotter.svg`,
    // Ceilings in dollars although the premium is in euros: guaranteeCurrency is its own field.
    guaranteeCurrency: 'USD',
    guarantees: {
      hospitalFeesAbroad: term('value', 1_000_000),
      directBilling: term('included'),
      hospitalFeesHome: term('value', 5_000),
      rapatriationAssistance: term('actual_costs'),
      researchFees: term('value', 20_000),
      cashAdvance: term('value', 2_000),
      earlyReturn: term('return_ticket'),
      cancelTrip: term('trip_price'),
      stayInterruption: term('trip_price'),
      suitcaseInsurance: term('value', 3_000),
      electronicsInsurance: term('value', 1_000),
      privateRc: term('value', 2_000_000),
      rentalRc: term('value', 500_000),
      skiInsurance: term('included'),
      extremeSports: term('included'),
    },
    highlights: {
      included: ['Medical costs up to 1,000,000 USD', 'Ski and extreme sports', 'Electronics'],
      excluded: ['Residents outside Western Europe'],
    },
    documents: documents('globetrotter'),
    eligibility: {
      ...open,
      maxAge: 74,
      maxDays: 365,
      intents: ['forTourism', 'schengenArea', 'annual', 'cruise', 'rentalStay', 'mountainTrip', 'digitalNomad', 'toWork', 'backToHome'],
      residences: ['FR', 'BE', 'DE', 'ES', 'IT', 'NL', 'LU', 'PT', 'AT', 'IE', 'CH'],
      maxParty: 9,
    },
  }),
  offer({
    id: 9004,
    name: 'Sandcastle Campus',
    plan: 'Studies',
    productCode: 'SC-CAMPUS',
    iconUrl: `${IMAGES}/campus.svg`,
    guaranteeCurrency: 'EUR',
    guarantees: {
      hospitalFeesAbroad: term('actual_costs'),
      rapatriationAssistance: term('actual_costs'),
      studiesInterruption: term('studies_amount'),
      privateRc: term('value', 750_000),
      dailyAllowance: term('per_day', 30),
      cancelTrip: term('not_available'),
    },
    highlights: {
      included: ['Medical costs at actual cost', 'Tuition refunded if studies are interrupted'],
      excluded: ['Trip cancellation'],
    },
    documents: documents('campus', false),
    eligibility: {
      ...open,
      minAge: 16,
      maxAge: 35,
      minDays: 30,
      maxDays: 730,
      intents: ['studyInternship', 'whv', 'auPair', 'humanitarian'],
      destinations: { allow: '*', deny: ['KP'] },
      supportsCancellation: false,
      supportsExtremeSports: false,
      maxParty: 2,
    },
  }),
  offer({
    id: 9005,
    name: 'Sandcastle Expat Plus',
    plan: 'Expatriate',
    productCode: 'SC-EXPAT',
    iconUrl: `${IMAGES}/expat.svg`,
    guaranteeCurrency: 'EUR',
    guarantees: {
      expatHospitalFees: term('actual_costs'),
      expatMedicalFees: term('value', 500_000),
      expatRepatriation: term('actual_costs'),
      expatDentalFees: term('value', 1_500),
      expatOpticalFees: term('value', 400),
      expatCheckupFees: term('value', 300),
      expatCivilLiability: term('value', 1_000_000),
      expatMaternity: term('not_available'),
      expatTelemedicine: term('included'),
    },
    highlights: {
      included: ['Worldwide medical cover for long stays', 'Teleconsultation'],
      excluded: ['Maternity'],
    },
    documents: documents('expat'),
    eligibility: {
      ...open,
      minAge: 18,
      maxAge: 65,
      minDays: 90,
      intents: ['expat', 'digitalNomad', 'toWork'],
      destinations: { allow: '*', deny: ['KP', 'SY'] },
      supportsCancellation: false,
      maxParty: 9,
    },
  }),
  offer({
    // Sold on the insurer's own site: it matches cruises but is withheld (redirectOnlyCount).
    id: 9006,
    name: 'Sandcastle Cruise Direct',
    plan: 'Cruise',
    productCode: 'SC-CRUISE-DIRECT',
    iconUrl: `${IMAGES}/cruise.svg`,
    guaranteeCurrency: 'EUR',
    guarantees: { hospitalFeesAbroad: term('value', 300_000), rapatriationAssistance: term('actual_costs') },
    highlights: { included: ['Medical evacuation at sea'], excluded: [] },
    documents: documents('cruise-direct'),
    eligibility: { ...open, maxAge: 85, maxDays: 60, intents: ['cruise'] },
    redirectOnly: true,
  }),
  offer({
    id: GROUP_ESSENTIAL_OFFER_ID,
    name: 'Sandcastle Group Essential',
    plan: 'Group',
    productCode: 'SC-GROUP',
    iconUrl: null,
    guaranteeCurrency: 'EUR',
    guarantees: {
      hospitalFeesAbroad: term('value', 50_000),
      rapatriationAssistance: term('actual_costs'),
      cancelTrip: term('trip_price'),
      privateRc: term('value', 450_000),
      extremeSports: term('value', 10_000),
    },
    highlights: { included: ['One flat price per head, whatever the age'], excluded: ['Baggage'] },
    documents: documents('group'),
    eligibility: { ...open, maxParty: LIMITS.maxTravellers },
    group: true,
  }),
  offer({
    id: 9102,
    name: 'Sandcastle Group Plus',
    plan: 'Group Comfort',
    productCode: 'SC-GROUP-PLUS',
    iconUrl: `${IMAGES}/group-plus.svg`,
    guaranteeCurrency: 'EUR',
    guarantees: {
      hospitalFeesAbroad: term('value', 150_000),
      directBilling: term('included'),
      rapatriationAssistance: term('actual_costs'),
      earlyReturn: term('return_ticket'),
      cancelTrip: term('trip_price'),
      suitcaseInsurance: term('value', 1_000),
      extremeSports: term('not_available'),
    },
    highlights: { included: ['Hospitals billed directly', 'Baggage up to 1,000 EUR per head'], excluded: ['Extreme sports'] },
    documents: documents('group-plus'),
    eligibility: {
      ...open,
      intents: ['forTourism', 'groupTravel', 'schengenArea', 'mountainTrip', 'humanitarian', 'toWork', 'cancellation'],
      supportsExtremeSports: false,
      maxParty: LIMITS.maxTravellers,
    },
    group: true,
  }),
];

export const SANDBOX_CATALOGUE: Catalogue = {
  version: 'sandbox-1',
  insurers: [
    {
      id: SANDBOX_INSURER_ID,
      name: 'Sandcastle Mutual',
      logoUrl: `${IMAGES}/logo.svg`,
      currency: 'EUR',
      // Rated in process by sandbox-rater.ts: no network, so the URL is only a label.
      endpoint: { insurerId: SANDBOX_INSURER_ID, ratingUrl: 'sandbox:sandcastle', timeoutMs: 1000 },
    },
  ],
  offers: SANDBOX_OFFERS,
  notice: SANDBOX_NOTICE,
};
