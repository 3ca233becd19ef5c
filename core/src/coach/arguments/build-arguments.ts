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
import { ARGUMENT_CATALOGUE, CONDITION_ARGUMENTS, messageKeysOf, type ArgumentId } from './argument-catalogue.js';
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
      return {
        id: draft.id,
        category: ARGUMENT_CATALOGUE[draft.id],
        strength: strengthFor(draft, context.ceilingOk),
        figure: draft.figure,
        ...(quote === undefined ? {} : { quote }),
        messageKeys: messageKeysOf(draft.id, context.socle),
        vars: { ...common, ...(quote === undefined ? {} : { ceiling: quote }), ...draft.vars },
      };
    }),
  );
};

const strengthFor = (draft: Draft, ceilingOk: boolean): Strength => {
  if (!ceilingOk) return draft.strength;
  if (CONDITION_ARGUMENTS.has(draft.id)) return 'decisive';
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
  const euros = (eur: number) => money(eurosIn(eur, market.currency));
  const target = money(context.targetValue);
  const drafts: Draft[] = [];
  const add = (draft: Draft | false | undefined) => {
    if (draft) drafts.push(draft);
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
  const repatriation = gapOf('rapatriationAssistance');
  add(
    repatriation && {
      id: 'repatriation',
      strength: repatriation.badge === 'missing' ? 'decisive' : 'strong',
      figure: euros(REPATRIATION_COST_EUR[medical.step]),
      vars: { cost: euros(REPATRIATION_COST_EUR[medical.step]) },
    },
  );
  add(gapOf('directBilling') && { id: 'directBilling', strength: 'strong', figure: target });
  if (medical.outsideZone.length > 0) {
    const countries = formatCountryList(medical.outsideZone, locale);
    add({ id: 'publicCoverAbroad', strength: 'strong', figure: countries, vars: { countries } });
  } else {
    add({ id: 'publicCoverInZone', strength: 'useful', figure: euros(REPATRIATION_COST_EUR.zone), vars: { cost: euros(REPATRIATION_COST_EUR.zone) } });
  }
  add(gapOf('earlyReturn') && { id: 'earlyReturn', strength: 'useful', figure: euros(RETURN_FLIGHT_EUR[medical.step]), vars: { cost: euros(RETURN_FLIGHT_EUR[medical.step]) } });

  const required = context.formalities.filter((f) => f.insuranceRequired).map((f) => f.country);
  if (required.length > 0) {
    const countries = formatCountryList(required, locale);
    add({ id: 'entryInsurance', strength: 'strong', figure: countries, vars: { countries } });
  }

  if (trip.friends) {
    add(gapOf('cancelTrip') && { id: 'groupCancellation', strength: 'strong', figure: euros(CANCELLATION_COST_EUR), vars: { cost: euros(CANCELLATION_COST_EUR) } });
    const liability = gapOf('privateRc');
    add(liability && { id: 'liability', strength: 'strong', figure: money(liability.recommendedValue ?? 0), slug: 'privateRc', vars: { recommended: money(liability.recommendedValue ?? 0) } });
    add(gapOf('rentalRc') && { id: 'rentalLiability', strength: 'useful', figure: euros(RENTAL_DAMAGE_EUR), vars: { cost: euros(RENTAL_DAMAGE_EUR) } });
  }

  if (trip.longTrip) {
    const longDays = formatDays(LONG_TRIP_DAYS, locale);
    const caps = context.assessments.flatMap((a) => (a.gap?.badge === 'capped' && a.term?.maxTripDays != null ? [a.term.maxTripDays] : []));
    if (caps.length > 0) {
      const days = formatDays(Math.min(...caps), locale);
      add({ id: 'durationCap', strength: 'decisive', figure: days, vars: { days, longDays } });
    } else {
      add({ id: 'longStay', strength: 'useful', figure: longDays, vars: { longDays } });
    }
    add(gapOf('stayInterruption') && { id: 'stayInterruption', strength: 'useful', figure: longDays, vars: { longDays } });
    const suitcase = gapOf('suitcaseInsurance');
    add(suitcase && { id: 'belongings', strength: 'useful', figure: money(suitcase.recommendedValue ?? 0), slug: 'suitcaseInsurance', vars: { recommended: money(suitcase.recommendedValue ?? 0) } });
    const electronics = gapOf('electronicsInsurance');
    add(electronics && { id: 'electronics', strength: 'useful', figure: money(electronics.recommendedValue ?? 0), slug: 'electronicsInsurance', vars: { recommended: money(electronics.recommendedValue ?? 0) } });
  }

  if (trip.riskyActivity) {
    add(gapOf('extremeSports') && { id: 'extremeSports', strength: 'decisive', figure: target });
    const rescue = gapOf('researchFees');
    add(rescue && { id: 'searchAndRescue', strength: 'strong', figure: money(rescue.recommendedValue ?? 0), slug: 'researchFees', vars: { recommended: money(rescue.recommendedValue ?? 0) } });
  }

  const coveredTerms = context.assessments.flatMap((a) => (a.term && a.term.state !== 'not_available' ? [a.term] : []));
  const cardPaid = coveredTerms.filter((term) => term.requiresCardPayment).length;
  add(cardPaid > 0 && { id: 'cardPayment', strength: 'strong', figure: formatCount(cardPaid, locale), vars: { count: formatCount(cardPaid, locale) } });
  const deductibles = coveredTerms.flatMap((term) => (term.deductible ? [convertReference(term.deductible, term.currency, market.currency)] : []));
  if (deductibles.length > 0) {
    const amount = money(Math.max(...deductibles));
    add({ id: 'deductible', strength: 'useful', figure: amount, vars: { amount } });
  }
  add(card.origin === 'baseline' && { id: 'unidentifiedCard', strength: 'useful', figure: target });
  return drafts;
};
