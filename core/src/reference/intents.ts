/** The 16 trip types (spec: Trip.intent). Order is the spec's. */
export const INTENTS = [
  'forTourism', 'schengenArea', 'annual', 'studyInternship', 'whv', 'cruise', 'digitalNomad', 'expat',
  'groupTravel', 'rentalStay', 'mountainTrip', 'backToHome', 'humanitarian', 'auPair', 'toWork', 'cancellation',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Legacy names still accepted on input and read as their current intent. */
export const LEGACY_INTENTS: Readonly<Record<string, Intent>> = { humanitarianAuPair: 'humanitarian' };

/** Intents that force isAnnual = true. */
export const ANNUAL_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['annual', 'expat']);
