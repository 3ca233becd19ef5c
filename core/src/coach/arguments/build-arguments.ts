import type { CoverTerm } from '../../ports/card-data.js';
import type { DestinationFormalities } from '../../ports/country-facts.js';
import type { Assessment } from '../assess-cover.js';
import type { ResolvedCard } from '../card/resolved-card.js';
import type { TripFlags } from '../coach-request.js';
import { formatCount, formatCountry, formatCountryList, formatDays, formatMoney } from '../format.js';
import type { HealthSocle, MarketSettings } from '../market.js';
import type { MedicalTarget } from '../medical-target.js';
import { CANCELLATION_COST_EUR, RENTAL_DAMAGE_EUR, REPATRIATION_COST_EUR, RETURN_FLIGHT_EUR } from '../reference-figures.js';
import { convertReference, eurosIn } from '../reference-rates.js';
import { LONG_TRIP_DAYS } from '../trip-needs.js';
import { ARGUMENT_CATALOGUE, CONDITIONS_AND_EXCLUSIONS, messageKeysOf, type ArgumentId } from './argument-catalogue.js';
import type { Argument, Strength } from './argument.js';
import { sortArguments } from './sort-arguments.js';

export interface ArgumentContext {
  readonly market: MarketSettings;
  /** The public health cover the health arguments speak of (passport.ts). */
  readonly socle: HealthSocle;
  readonly trip: TripFlags;
  readonly card: ResolvedCard;
  readonly assessments: readonly Assessment[];
  readonly medical: MedicalTarget;
  /** The medical target in the market currency. */
  readonly targetValue: number;
  readonly ceilingOk: boolean;
  readonly formalities: readonly DestinationFormalities[];
}

interface Draft {
  readonly id: ArgumentId;
  readonly strength: Strength;
  readonly figure: string;
  readonly vars?: Readonly<Record<string, string>>;
  /** The guarantee the argument is about, whose ceiling becomes the quote when it falls short. */
  readonly slug?: string;
}

/**
 * The sell arguments for a bilan, sorted. Each rule below turns one shortfall, condition or
 * trip risk into an argument. When the card meets the medical target its conditions and
 * exclusions are what is left to sell on, so they become decisive and lead; everything else is
 * then at most strong.
 */
export const buildArguments = (context: ArgumentContext): Argument[] => {
  const { market, medical } = context;
  const money = (amount: number) => formatMoney(amount, market.currency, market.locale);
  const common = { target: money(context.targetValue), destination: formatCountry(medical.destination, market.locale) };
  const drafts = draftArguments(context, money);
  return sortArguments(
    drafts.map((draft) => {
      const gap = draft.slug ? context.assessments.find((a) => a.need.slug === draft.slug)?.gap : undefined;
      // A 'value' cover with no published figure reads as a zero ceiling.
      const quote = gap?.badge === 'insufficient' ? money(gap.value ?? 0) : undefined;
      const vars: Record<string, string> = { ...common, ...(quote === undefined ? {} : { ceiling: quote }), ...draft.vars };
      const { id, figure } = draft;
      return {
        id,
        category: ARGUMENT_CATALOGUE[id],
        strength: strengthFor(draft, context.ceilingOk),
        figure,
        ...(quote === undefined ? {} : { quote }),
        messageKeys: messageKeysOf(id, context.socle),
        vars,
      };
    }),
  );
};

const strengthFor = (draft: Draft, ceilingOk: boolean): Strength => {
  if (!ceilingOk) return draft.strength;
  if (CONDITIONS_AND_EXCLUSIONS.has(draft.id)) return 'decisive';
  return draft.strength === 'decisive' ? 'strong' : draft.strength;
};

const draftArguments = (context: ArgumentContext, money: (amount: number) => string): Draft[] => {
  const { market, trip, medical, card } = context;
  const locale = market.locale;
  // Per-guarantee arguments speak of shortfalls (not covered, or too low); a cover that is
  // merely capped or conditional is argued by durationCap and cardPayment instead.
  const gapOf = (slug: string) => {
    const gap = context.assessments.find((a) => a.need.slug === slug)?.gap;
    return gap && (gap.badge === 'missing' || gap.badge === 'insufficient') ? gap : undefined;
  };
  // The card's terms for what the trip needs, whatever their badge: the conditions they carry.
  // (Loops rather than flatMap here and below: flatMap's arrays per element cost a bilan microseconds.)
  const coveredTerms: CoverTerm[] = [];
  for (const a of context.assessments) if (a.term && a.term.state !== 'not_available') coveredTerms.push(a.term);
  const euros = (eur: number) => money(eurosIn(eur, market.currency));
  const target = money(context.targetValue);
  const drafts: Draft[] = [];
  const add = (draft: Draft | false | undefined) => {
    if (draft) drafts.push(draft);
  };
  /** An argument whose figure is an editorial cost (reference-figures.ts). */
  const costly = (id: ArgumentId, strength: Strength, eur: number): Draft => ({ id, strength, figure: euros(eur), vars: { cost: euros(eur) } });
  /** An argument on a guarantee below (or without) its recommended ceiling; its figure is that ceiling. */
  const shortOf = (id: ArgumentId, strength: Strength, slug: string): Draft | undefined => {
    const gap = gapOf(slug);
    if (!gap) return undefined;
    const recommended = money(gap.recommendedValue ?? 0);
    return { id, strength, figure: recommended, slug, vars: { recommended } };
  };

  const medicalGap = gapOf('hospitalFeesAbroad');
  add(medicalGap?.badge === 'missing' && { id: 'medicalMissing', strength: 'decisive', figure: target });
  add(
    medicalGap?.badge === 'insufficient' && {
      id: 'medicalShortfall',
      strength: 'decisive',
      figure: target,
      slug: 'hospitalFeesAbroad',
      vars: { shortfall: money(Math.max(0, context.targetValue - (medicalGap.value ?? 0))) },
    },
  );
  add(gapOf('rapatriationAssistance') && costly('repatriation', 'decisive', REPATRIATION_COST_EUR[medical.step]));
  add(gapOf('directBilling') && { id: 'directBilling', strength: 'strong', figure: target });
  if (medical.outsideZone.length > 0) {
    const countries = formatCountryList(medical.outsideZone, locale);
    add({ id: 'publicCoverAbroad', strength: 'strong', figure: countries, vars: { countries } });
  } else {
    add(costly('publicCoverInZone', 'useful', REPATRIATION_COST_EUR.zone));
  }
  add(gapOf('earlyReturn') && costly('earlyReturn', 'useful', RETURN_FLIGHT_EUR[medical.step]));

  const required = context.formalities.filter((f) => f.insuranceRequired).map((f) => f.country);
  if (required.length > 0) {
    const countries = formatCountryList(required, locale);
    add({ id: 'entryInsurance', strength: 'strong', figure: countries, vars: { countries } });
  }

  if (trip.friends) {
    add(gapOf('cancelTrip') && costly('groupCancellation', 'strong', CANCELLATION_COST_EUR));
    add(shortOf('liability', 'strong', 'privateRc'));
    add(gapOf('rentalRc') && costly('rentalLiability', 'useful', RENTAL_DAMAGE_EUR));
  }

  if (trip.longTrip) {
    const longDays = formatDays(LONG_TRIP_DAYS, locale);
    // Every cover that stops before a long trip ends, whatever else is wrong with it: a medical
    // ceiling both too low and capped is still capped.
    const caps: number[] = [];
    for (const term of coveredTerms) if (term.maxTripDays !== null && term.maxTripDays < LONG_TRIP_DAYS) caps.push(term.maxTripDays);
    if (caps.length > 0) {
      const days = formatDays(Math.min(...caps), locale);
      add({ id: 'durationCap', strength: 'decisive', figure: days, vars: { days, longDays } });
    } else {
      add({ id: 'longStay', strength: 'useful', figure: longDays, vars: { longDays } });
    }
    add(gapOf('stayInterruption') && { id: 'stayInterruption', strength: 'useful', figure: longDays, vars: { longDays } });
    add(shortOf('belongings', 'useful', 'suitcaseInsurance'));
    add(shortOf('electronics', 'useful', 'electronicsInsurance'));
  }

  if (trip.riskyActivity) {
    add(gapOf('extremeSports') && { id: 'extremeSports', strength: 'decisive', figure: target });
    add(shortOf('searchAndRescue', 'strong', 'researchFees'));
  }

  const cardPaid = coveredTerms.filter((term) => term.requiresCardPayment).length;
  add(cardPaid > 0 && { id: 'cardPayment', strength: 'strong', figure: formatCount(cardPaid, locale), vars: { count: formatCount(cardPaid, locale) } });
  const deductibles: number[] = [];
  for (const term of coveredTerms) if (term.deductible) deductibles.push(convertReference(term.deductible, term.currency, market.currency));
  if (deductibles.length > 0) {
    const amount = money(Math.max(...deductibles));
    add({ id: 'deductible', strength: 'useful', figure: amount, vars: { amount } });
  }
  add(card.origin === 'baseline' && { id: 'unidentifiedCard', strength: 'useful', figure: target });
  return drafts;
};
