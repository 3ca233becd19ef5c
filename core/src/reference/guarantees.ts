/** Guarantee vocabulary (spec: Guarantee slugs). The list grows; unknown slugs are additions, not errors. */
export const GUARANTEE_GROUPS = ['health', 'assistance', 'trip', 'belongings', 'liability', 'activities', 'expat'] as const;
export type GuaranteeGroup = (typeof GUARANTEE_GROUPS)[number];

export interface GuaranteeDefinition {
  readonly slug: string;
  readonly label: string;
  readonly group: GuaranteeGroup;
}

export const GUARANTEES: readonly GuaranteeDefinition[] = [
  { slug: 'hospitalFeesAbroad', label: 'Hospital fees abroad', group: 'health' },
  { slug: 'directBilling', label: 'Direct billing', group: 'health' },
  { slug: 'hospitalFeesHome', label: 'Hospital fees at home', group: 'health' },
  { slug: 'dailyAllowance', label: 'Daily allowance', group: 'health' },
  { slug: 'disabilityInsurance', label: 'Disability or death', group: 'health' },
  { slug: 'rapatriationAssistance', label: 'Repatriation assistance', group: 'assistance' },
  { slug: 'earlyReturn', label: 'Early return', group: 'assistance' },
  { slug: 'researchFees', label: 'Search and rescue fees', group: 'assistance' },
  { slug: 'cashAdvance', label: 'Cash advance', group: 'assistance' },
  { slug: 'cancelTrip', label: 'Trip cancellation', group: 'trip' },
  { slug: 'stayInterruption', label: 'Stay interruption', group: 'trip' },
  { slug: 'studiesInterruption', label: 'Studies interruption', group: 'trip' },
  { slug: 'transportDelay', label: 'Transport delay', group: 'trip' },
  { slug: 'suitcaseInsurance', label: 'Suitcase insurance', group: 'belongings' },
  { slug: 'electronicsInsurance', label: 'Electronics insurance', group: 'belongings' },
  { slug: 'privateRc', label: 'Private liability', group: 'liability' },
  { slug: 'rentalRc', label: 'Rental liability', group: 'liability' },
  { slug: 'skiInsurance', label: 'Ski and mountain insurance', group: 'activities' },
  { slug: 'extremeSports', label: 'Extreme sports', group: 'activities' },
  { slug: 'expatHospitalFees', label: 'Accidents and hospitalisation', group: 'expat' },
  { slug: 'expatMedicalFees', label: 'Medical expenses', group: 'expat' },
  { slug: 'expatRepatriation', label: 'Repatriation assistance', group: 'expat' },
  { slug: 'expatDentalFees', label: 'Dental fees', group: 'expat' },
  { slug: 'expatOpticalFees', label: 'Optical fees', group: 'expat' },
  { slug: 'expatCheckupFees', label: 'Vaccination and checkups', group: 'expat' },
  { slug: 'expatCivilLiability', label: 'Civil liability', group: 'expat' },
  { slug: 'expatMaternity', label: 'Maternity', group: 'expat' },
  { slug: 'expatTelemedicine', label: 'Teleconsultation', group: 'expat' },
];

export const GUARANTEE_SLUGS: readonly string[] = GUARANTEES.map((g) => g.slug);

/** Guarantee states (spec: guarantees[slug].state). */
export const GUARANTEE_STATES = [
  { state: 'value', meaning: 'Covered up to `value` in guaranteeCurrency.' },
  { state: 'included', meaning: 'Covered, no published ceiling.' },
  { state: 'actual_costs', meaning: 'Covered at actual cost, no ceiling.' },
  { state: 'per_day', meaning: 'Covered up to `value` per day.' },
  { state: 'return_ticket', meaning: 'Covered in kind: a return ticket home.' },
  { state: 'trip_price', meaning: 'Covered up to the insured trip cost (value echoes it).' },
  { state: 'studies_amount', meaning: 'Covered up to the insured tuition amount.' },
  { state: 'not_available', meaning: 'Not covered by this offer.' },
] as const;
export type GuaranteeState = (typeof GUARANTEE_STATES)[number]['state'];
export const GUARANTEE_STATE_NAMES: readonly GuaranteeState[] = GUARANTEE_STATES.map((s) => s.state);

/** One guarantee as shown on an offer: {state, value}; value is a number or null. */
export interface GuaranteeCover {
  readonly state: GuaranteeState;
  readonly value: number | null;
}
