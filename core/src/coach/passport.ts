import type { CountryFacts } from '../ports/country-facts.js';
import type { HealthSocle, MarketSettings } from './market.js';
import type { MedicalTarget } from './medical-target.js';

/** meta.passport (shape not shown in the spec): the traveller's public health cover and where it applies. */
export interface Passport {
  readonly residence: string;
  /** 'EU/EEA/CH' when the residence's health zone reaches beyond it (the EHIC zone), else 'national'. */
  readonly healthZone: 'EU/EEA/CH' | 'national';
  /** The public cover the health arguments speak of. */
  readonly socle: HealthSocle;
  readonly insideZone: readonly string[];
  readonly outsideZone: readonly string[];
}

/**
 * A residence whose public cover follows its residents across a region (the EHIC or the UK GHIC)
 * has a health zone of many countries. A zone of the residence and one other country is a
 * bilateral convention (Monaco and France, Saint-Barthélemy and France), which gives no health
 * card to show elsewhere: it reads as national.
 */
const carriesRegionalHealthCard = (zone: ReadonlySet<string>): boolean => zone.size > 2;

/**
 * The market names the socle, except that the EHIC is a fact of the residence: an EHIC socle
 * needs a residence whose health zone is the EU/EEA/CH, and such a residence reads as EHIC in the
 * universal market (a German resident also carries the card). The copy never claims a card the
 * traveller does not hold.
 */
export const passportOf = (residence: string, market: MarketSettings, medical: MedicalTarget, facts: CountryFacts): Passport => {
  const regional = carriesRegionalHealthCard(facts.healthZone(residence));
  const socle: HealthSocle =
    market.socle === 'ehic' && !regional ? 'national' : market.socle === 'national' && regional ? 'ehic' : market.socle;
  return {
    residence,
    healthZone: regional ? 'EU/EEA/CH' : 'national',
    socle,
    insideZone: medical.insideZone,
    outsideZone: medical.outsideZone,
  };
};
