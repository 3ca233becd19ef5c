import { expect } from 'chai';
import fc from 'fast-check';
import { ARGUMENT_IDS, ARGUMENT_MESSAGE_KEYS, analyseBilan, MARKET_SETTINGS, type BilanAnalysis, type BilanInput } from '@parasol/core/internal';
import { LONG_TRIP_DAYS, needsOf } from '../../src/coach/trip-needs.js';
import { aFullCoverProfile, aProfile } from './fixtures/cover.js';
import { analyse, bilanInputArb, exactCardOf, facts, noFlags } from './fixtures/bilans.js';
import { aFormality } from './fixtures/country-facts.js';

const idsOf = (analysis: ReturnType<typeof analyse>) => analysis.bilan.arguments.map((a) => a.id);
/** The spec's orders, written out rather than read from the engine (spec: Argument enums). */
const SPEC_STRENGTHS = ['decisive', 'strong', 'useful'];
const SPEC_CATEGORIES = ['sante', 'voyage', 'biens', 'responsabilite', 'global'];
const rank = (a: { strength: string; category: string }) => [SPEC_STRENGTHS.indexOf(a.strength), SPEC_CATEGORIES.indexOf(a.category)] as const;

/** The card's conditions and exclusions, which lead when the card meets the target. */
const CONDITIONS_AND_EXCLUSIONS = ['extremeSports', 'durationCap', 'cardPayment', 'deductible'];

/**
 * Why each argument may be made, read off the bilan and its input independently of the rules
 * that raise it: a guarantee the trip needs that the card lacks or under-covers, a condition the
 * card's own terms carry, or a fact of the trip. An argument without such a reason would be
 * telling the traveller something other than a reason to buy.
 */
const REASONS: Readonly<Record<string, (input: BilanInput, analysis: BilanAnalysis) => boolean>> = (() => {
  const short = (slug: string) => (_: BilanInput, { card }: BilanAnalysis) => ['missing', 'insufficient'].includes(card.guarantees[slug]?.badge ?? '');
  const terms = (input: BilanInput) =>
    needsOf(input.trip).flatMap((need) => {
      const term = input.card.profile?.cover[need.slug];
      return term && term.state !== 'not_available' ? [term] : [];
    });
  return {
    medicalMissing: (_, { card }) => card.guarantees.hospitalFeesAbroad?.badge === 'missing',
    medicalShortfall: (_, { card }) => card.guarantees.hospitalFeesAbroad?.badge === 'insufficient',
    extremeSports: (input, a) => input.trip.riskyActivity && short('extremeSports')(input, a),
    repatriation: short('rapatriationAssistance'),
    directBilling: short('directBilling'),
    searchAndRescue: (input, a) => input.trip.riskyActivity && short('researchFees')(input, a),
    publicCoverAbroad: (_, { passport }) => passport.outsideZone.length > 0,
    publicCoverInZone: (_, { passport }) => passport.outsideZone.length === 0,
    durationCap: (input) => input.trip.longTrip && terms(input).some((t) => t.maxTripDays !== null && t.maxTripDays < LONG_TRIP_DAYS),
    groupCancellation: (input, a) => input.trip.friends && short('cancelTrip')(input, a),
    stayInterruption: (input, a) => input.trip.longTrip && short('stayInterruption')(input, a),
    earlyReturn: short('earlyReturn'),
    longStay: (input) => input.trip.longTrip,
    liability: (input, a) => input.trip.friends && short('privateRc')(input, a),
    rentalLiability: (input, a) => input.trip.friends && short('rentalRc')(input, a),
    belongings: (input, a) => input.trip.longTrip && short('suitcaseInsurance')(input, a),
    electronics: (input, a) => input.trip.longTrip && short('electronicsInsurance')(input, a),
    cardPayment: (input) => terms(input).some((t) => t.requiresCardPayment),
    entryInsurance: (input) => input.formalities.some((f) => f.insuranceRequired),
    deductible: (input) => terms(input).some((t) => (t.deductible ?? 0) > 0),
    unidentifiedCard: (input) => input.card.origin === 'baseline',
  };
})();

/** A card meeting a 500 000 EUR target, with conditions: card payment, a 90-day cap and a deductible. */
const conditionalCard = exactCardOf(
  aProfile({
    hospitalFeesAbroad: { state: 'actual_costs', value: null, maxTripDays: 90, deductible: 75, requiresCardPayment: true },
    directBilling: { state: 'included', value: null },
    rapatriationAssistance: { state: 'actual_costs', value: null },
    earlyReturn: { state: 'included', value: null },
  }),
);

describe('Coach: the sell arguments', () => {
  it('sorts by strength, decisive first, then by category in the fixed order (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const args = analyseBilan(input, facts).bilan.arguments;
        for (let i = 1; i < args.length; i++) {
          const [s0, c0] = rank(args[i - 1]!);
          const [s1, c1] = rank(args[i]!);
          expect(s0 < s1 || (s0 === s1 && c0 <= c1), `${args[i - 1]!.id} before ${args[i]!.id}`).to.equal(true);
        }
      }),
    );
  });

  it('never argues against buying: every id and message key comes from the sell-side set (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const { bilan } = analyseBilan(input, facts);
        expect(bilan.argumentCount).to.equal(bilan.arguments.length);
        for (const argument of bilan.arguments) {
          expect(ARGUMENT_IDS).to.include(argument.id);
          for (const key of Object.values(argument.messageKeys)) expect(ARGUMENT_MESSAGE_KEYS.has(key), key).to.equal(true);
        }
      }),
    );
  });

  it('gives every argument a reason to buy: a guarantee in default, a condition of the card or a fact of the trip (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const analysis = analyseBilan(input, facts);
        for (const argument of analysis.bilan.arguments) {
          const reason = REASONS[argument.id];
          expect(reason, `no known reason for ${argument.id}`).to.be.a('function');
          expect(reason!(input, analysis), `${argument.id} without its reason`).to.equal(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes every argument about a gap, a condition or a risk of this trip (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const { card, bilan } = analyseBilan(input, facts);
        if (card.origin !== 'none' && Object.keys(card.guarantees).length === 0) {
          // A card with no gap can only be argued on its conditions, the public cover, entry rules or the trip's length.
          const allowed = ['deductible', 'publicCoverAbroad', 'publicCoverInZone', 'entryInsurance', 'longStay', 'unidentifiedCard'];
          for (const argument of bilan.arguments) expect(allowed).to.include(argument.id);
        }
        expect(bilan.shouldSell).to.equal(Object.keys(card.guarantees).length > 0);
      }),
    );
  });

  it('leads with the missing medical cover when there is no card', () => {
    const analysis = analyse();
    expect(analysis.bilan.arguments[0]).to.include({ id: 'medicalMissing', category: 'sante', strength: 'decisive', figure: '500 000 €' });
    expect(analysis.bilan.headline.key).to.equal('coach.headline.noCard');
  });

  it('quotes the card ceiling against the target when it falls short', () => {
    const analysis = analyse({ card: exactCardOf(aProfile({ hospitalFeesAbroad: { value: 155_000 } })) });
    const shortfall = analysis.bilan.arguments.find((a) => a.id === 'medicalShortfall');
    expect(shortfall).to.deep.include({ figure: '500 000 €', quote: '155 000 €' });
    expect(shortfall?.vars).to.include({ ceiling: '155 000 €', shortfall: '345 000 €', destination: 'États-Unis' });
    expect(analysis.bilan.headline).to.deep.equal({
      key: 'coach.headline.belowTarget',
      vars: { target: '500 000 €', destination: 'États-Unis', ceiling: '155 000 €' },
    });
  });

  it('changes with the trip flags', () => {
    const plain = idsOf(analyse());
    expect(plain).not.to.include.members(['liability']);
    expect(idsOf(analyse({ trip: { ...noFlags, friends: true } }))).to.include.members(['liability', 'rentalLiability', 'groupCancellation']);
    expect(idsOf(analyse({ trip: { ...noFlags, riskyActivity: true } }))).to.include.members(['extremeSports', 'searchAndRescue']);
    expect(idsOf(analyse({ trip: { ...noFlags, longTrip: true } }))).to.include.members(['longStay', 'stayInterruption', 'belongings']);
    const capped = analyse({ card: conditionalCard, trip: { ...noFlags, longTrip: true } });
    expect(idsOf(capped)).to.include('durationCap');
    expect(capped.bilan.arguments.find((a) => a.id === 'durationCap')?.figure).to.equal('90 jours');
  });

  it('argues a deductible only when there is one: a zero deductible is none', () => {
    const noDeductible = exactCardOf(aProfile({ hospitalFeesAbroad: { state: 'actual_costs', value: null, deductible: 0 }, directBilling: { state: 'included', value: null, deductible: null } }));
    expect(idsOf(analyse({ card: noDeductible }))).not.to.include('deductible');
    const withDeductible = exactCardOf(aProfile({ hospitalFeesAbroad: { state: 'actual_costs', value: null, deductible: 75 } }));
    expect(analyse({ card: withDeductible }).bilan.arguments.find((a) => a.id === 'deductible')?.vars.amount).to.equal('75 €');
  });

  it('argues a long trip against every cover that stops at 90 days, even one that is also too low', () => {
    const lowAndCapped = exactCardOf(aProfile({ hospitalFeesAbroad: { value: 11_000, maxTripDays: 90 } }));
    const analysis = analyse({ card: lowAndCapped, trip: { ...noFlags, longTrip: true } });
    expect(analysis.card.guarantees.hospitalFeesAbroad?.badge).to.equal('insufficient');
    expect(idsOf(analysis)).to.include('durationCap').and.not.to.include('longStay');
  });

  it('leads with an exclusion of the trip\'s activities when the card meets the target', () => {
    const analysis = analyse({ card: conditionalCard, destinations: ['TH'], trip: { ...noFlags, riskyActivity: true } });
    expect(analysis.bilan.medical.ceilingOk).to.equal(true);
    expect(analysis.bilan.arguments[0]).to.include({ id: 'extremeSports', strength: 'decisive' });
  });

  it('says so in the headline when the card meets the target, and leads with its conditions', () => {
    const analysis = analyse({ card: conditionalCard, trip: { ...noFlags, longTrip: true } });
    expect(analysis.bilan.medical).to.deep.equal({ target: '500 000 €', targetValue: 500_000, ceilingOk: true });
    expect(analysis.bilan.headline.key).to.equal('coach.headline.meetsTargetWithGaps');
    const leading = analysis.bilan.arguments.slice(0, 3).map((a) => a.id);
    expect(leading).to.have.members(['durationCap', 'cardPayment', 'deductible']);
    expect(analysis.bilan.arguments.slice(0, 3).every((a) => a.strength === 'decisive')).to.equal(true);
    expect(analysis.bilan.arguments.slice(3).every((a) => a.strength !== 'decisive')).to.equal(true);
  });

  it('leads with the conditions and exclusions whenever the card meets the target, and says it meets it only then (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const { bilan } = analyseBilan(input, facts);
        const meets = /^coach\.headline\.meetsTarget/.test(bilan.headline.key);
        expect(meets, bilan.headline.key).to.equal(bilan.medical.ceilingOk);
        if (!bilan.medical.ceilingOk) return;
        const firstOther = bilan.arguments.findIndex((a) => !CONDITIONS_AND_EXCLUSIONS.includes(a.id));
        const lastCondition = bilan.arguments.map((a) => CONDITIONS_AND_EXCLUSIONS.includes(a.id)).lastIndexOf(true);
        expect(firstOther === -1 || lastCondition < firstOther).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads no card as every guarantee the trip needs not available, and never as meeting the target (property)', () => {
    fc.assert(
      fc.property(bilanInputArb, (input) => {
        const { card, bilan } = analyseBilan({ ...input, card: { origin: 'none', profile: null } }, facts);
        expect(Object.keys(card.guarantees)).to.deep.equal(needsOf(input.trip).map((n) => n.slug));
        for (const gap of Object.values(card.guarantees)) expect(gap).to.deep.equal({ state: 'not_available', covered: false, value: null, recommendedValue: gap.recommendedValue, badge: 'missing' });
        expect(bilan).to.deep.include({ shouldSell: true, medical: { ...bilan.medical, ceilingOk: false } });
        expect(bilan.headline.key).to.equal('coach.headline.noCard');
      }),
    );
  });

  it('says the card meets the target without any argument against buying when nothing is in default', () => {
    const analysis = analyse({ card: exactCardOf(aFullCoverProfile()), destinations: ['DE'] });
    expect(analysis.bilan).to.deep.include({ shouldSell: false, headline: { key: 'coach.headline.meetsTarget', vars: { target: '30 000 €', destination: 'Allemagne' } } });
    expect(idsOf(analysis)).to.deep.equal(['publicCoverInZone']);
  });

  it('argues the entry rules of destinations that require insurance', () => {
    const analysis = analyse({ destinations: ['CU', 'MX'], formalities: [aFormality('CU', { insuranceRequired: true }), aFormality('MX')] });
    expect(analysis.bilan.arguments.find((a) => a.id === 'entryInsurance')?.vars.countries).to.equal('Cuba');
  });

  it('formats figures for the market: dollars in the US, converted from the euro targets', () => {
    const analysis = analyse({ residence: 'US', destinations: ['MX'], market: MARKET_SETTINGS.us });
    expect(analysis.bilan.medical).to.deep.equal({ target: '$160,000', targetValue: 160_000, ceilingOk: false });
    expect(analysis.card.currency).to.equal('USD');
  });

  it('lists the focus categories of the leading arguments, without repeats', () => {
    const analysis = analyse({ trip: { friends: true, longTrip: true, riskyActivity: true } });
    expect(analysis.bilan.focusCategories).to.deep.equal(['sante', 'voyage', 'responsabilite']);
  });
});
