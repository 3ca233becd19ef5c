/**
 * Country facts for the Coach: medical cost level per destination and health zones per
 * residence. Static, versioned data behind a port (adapters/static-data).
 */
export type MedicalCostLevel = 'low' | 'mid' | 'high' | 'us';

export interface CountryFacts {
  readonly version: string;
  /** Every ISO 3166-1 alpha-2 code known. */
  isCountry(code: string): boolean;
  /** Cost level of medical care; undefined when there is no data (the Coach then takes the top step). */
  costLevel(code: string): MedicalCostLevel | undefined;
  /** Countries where a resident of `residence` is covered by their public health system
   *  (e.g. EU/EEA/CH for an EU resident via the EHIC); always contains `residence` itself. */
  healthZone(residence: string): ReadonlySet<string>;
}
export const COUNTRY_FACTS = Symbol.for('parasol.CountryFacts');

/** Destination formalities (entry rules, vaccination, mandatory insurance). Remote in real life: may fail. */
export interface DestinationFormalities {
  readonly country: string;
  /** True when entry requires travel insurance (e.g. Schengen visa, Cuba). */
  readonly insuranceRequired: boolean;
  /** Minimum medical ceiling demanded at entry, in EUR; null when none. */
  readonly minimumMedicalEur: number | null;
  readonly visaRequired: boolean;
}

export interface Formalities {
  forTrip(residence: string, destinations: readonly string[]): Promise<readonly DestinationFormalities[]>;
}
export const FORMALITIES = Symbol.for('parasol.Formalities');
