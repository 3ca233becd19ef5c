import type { CountryFacts, DestinationFormalities } from '../ports/country-facts.js';
import { assessCover, gapsOf, type Gap } from './assess-cover.js';
import { buildArguments } from './arguments/build-arguments.js';
import type { Argument, Category } from './arguments/argument.js';
import type { CardOrigin, DetectedCard, ResolvedCard } from './card/resolved-card.js';
import type { TripFlags } from './coach-request.js';
import { formatCount, formatCountry, formatMoney } from './format.js';
import { headlineOf, type Headline } from './headline.js';
import type { MarketSettings } from './market.js';
import { medicalTarget } from './medical-target.js';
import { passportOf, type Passport } from './passport.js';
import { eurosIn } from './reference-rates.js';
import { socialProof, type SocialProof } from './social-proof.js';
import { needsOf } from './trip-needs.js';

export interface BilanInput {
  readonly residence: string;
  readonly destinations: readonly string[];
  readonly trip: TripFlags;
  readonly market: MarketSettings;
  readonly card: ResolvedCard;
  /** Empty when the formalities could not be read (the bilan then runs without them). */
  readonly formalities: readonly DestinationFormalities[];
}

export interface BilanAnalysis {
  readonly card: {
    readonly origin: CardOrigin;
    readonly currency: string;
    readonly detected?: DetectedCard;
    readonly guarantees: Readonly<Record<string, Gap>>;
  };
  readonly bilan: {
    readonly shouldSell: boolean;
    readonly headline: Headline;
    readonly medical: { readonly target: string; readonly targetValue: number; readonly ceilingOk: boolean };
    readonly argumentCount: number;
    readonly social: SocialProof;
    readonly focusCategories: readonly Category[];
    readonly arguments: readonly Argument[];
  };
  readonly destinations: readonly string[];
  readonly passport: Passport;
}

/**
 * The Coach engine: the card measured against the trip's needs, the medical verdict, the sell
 * arguments and the social-proof figure. Pure: every input is resolved before, nothing is read
 * here but the country facts (static data).
 */
export const analyseBilan = (input: BilanInput, facts: CountryFacts): BilanAnalysis => {
  const { market, trip, card } = input;
  const medical = medicalTarget(input.residence, input.destinations, facts);
  const passport = passportOf(input.residence, market, medical, facts);
  const targetValue = eurosIn(medical.targetEur, market.currency);
  const assessments = assessCover(card.profile, needsOf(trip), { currency: market.currency, medicalTargetEur: medical.targetEur, longTrip: trip.longTrip });
  const medicalAssessment = assessments.find((a) => a.need.slug === 'hospitalFeesAbroad');
  const ceilingOk = medicalAssessment?.reachesAmount ?? false;
  const guarantees = gapsOf(assessments);
  const gapCount = Object.keys(guarantees).length;
  const args = buildArguments({ market, socle: passport.socle, trip, card, assessments, medical, targetValue, ceilingOk, formalities: input.formalities });
  const money = (amount: number) => formatMoney(amount, market.currency, market.locale);
  const target = money(targetValue);

  return {
    card: card.detected
      ? { origin: card.origin, currency: market.currency, detected: card.detected, guarantees }
      : { origin: card.origin, currency: market.currency, guarantees },
    bilan: {
      shouldSell: gapCount > 0,
      headline: headlineOf({
        origin: card.origin,
        ceilingOk,
        medicalGap: medicalAssessment?.gap,
        gapCount,
        vars: {
          target,
          destination: formatCountry(medical.destination, market.locale),
          ceiling: money(medicalAssessment?.value ?? 0),
          count: formatCount(gapCount, market.locale),
        },
      }),
      medical: { target, targetValue, ceilingOk },
      argumentCount: args.length,
      social: socialProof(medical.step, trip, card.origin),
      focusCategories: focusCategoriesOf(args),
      arguments: args,
    },
    destinations: input.destinations,
    passport,
  };
};

/** The categories of the decisive and strong arguments, in argument order (all categories when there are none). */
const focusCategoriesOf = (args: readonly Argument[]): Category[] => {
  const leading = args.filter((a) => a.strength !== 'useful');
  return [...new Set((leading.length > 0 ? leading : args).map((a) => a.category))];
};
