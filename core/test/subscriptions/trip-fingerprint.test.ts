import { expect } from 'chai';
import fc from 'fast-check';
import { ANNUAL_INTENTS, INTENTS, US_STATES, normaliseTrip, parseLinkRequest, tripFingerprint, type Trip } from '@parasol/core/internal';
import { aRawTrip, aTrip } from '../pricing/arbitraries.js';

/**
 * "Trip unchanged" (spec: States and transitions) decides between a replay and an in-place
 * update, so the fingerprint must ignore exactly what does not change the trip (order, duplicate
 * destinations, aliases and defaults) and see everything else.
 */

const SESSION = 'qs_fingerprintTest';
const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'GB', 'US', 'CA', 'JP', 'AU', 'CH', 'TH', 'BR', 'NZ', 'SG', 'PR', 'BE', 'IE', 'PT', 'NL', 'MX'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'XOF', 'ZZZ'];

/** The fingerprint of a raw /links body, read the way POST /links reads it. */
const fingerprintOfBody = (body: Record<string, unknown>): string => {
  const parsed = parseLinkRequest({ sessionId: SESSION, ...body });
  if (!parsed.ok) throw new Error(`test body refused: ${parsed.failure.code} ${parsed.failure.detail ?? ''}`);
  return tripFingerprint(parsed.value.trip);
};

/** A value from `values` other than `current`. */
const otherThan = <T>(values: readonly T[], current: T): fc.Arbitrary<T> => fc.constantFrom(...values.filter((v) => v !== current));

/** Ways to change exactly one thing the fingerprint must see; each arbitrary gives a trip that really differs there. */
const CHANGES: readonly { readonly what: string; readonly applies?: (trip: Trip) => boolean; readonly change: (trip: Trip) => fc.Arbitrary<Trip> }[] = [
  { what: 'the intent', change: (t) => otherThan(INTENTS, t.intent).map((intent) => ({ ...t, intent })) },
  { what: 'the start date', change: (t) => fc.integer({ min: 1, max: 400 }).map((d) => ({ ...t, startDate: shiftDay(t.startDate, -d) })) },
  { what: 'the end date', change: (t) => fc.integer({ min: 1, max: 400 }).map((d) => ({ ...t, endDate: shiftDay(t.endDate, d) })) },
  { what: 'the residence', change: (t) => otherThan(COUNTRIES, t.countryResidence).map((countryResidence) => ({ ...t, countryResidence })) },
  {
    what: 'one traveller’s age',
    change: (t) =>
      fc.tuple(fc.nat(t.travellers.length - 1), fc.integer({ min: 0, max: 120 })).filter(([i, age]) => t.travellers[i]!.age !== age)
        .map(([i, age]) => ({ ...t, travellers: t.travellers.map((tr, j) => (j === i ? { age } : tr)) })),
  },
  { what: 'the party (one traveller more)', change: (t) => fc.integer({ min: 0, max: 120 }).map((age) => ({ ...t, travellers: [...t.travellers, { age }] })) },
  {
    what: 'the party (one traveller fewer)',
    applies: (t) => t.travellers.length > 1,
    change: (t) => fc.nat(t.travellers.length - 1).map((i) => ({ ...t, travellers: t.travellers.filter((_, j) => j !== i) })),
  },
  {
    what: 'the destinations (one more country)',
    // COUNTRIES has codes the trip generator never uses, so there is always one to add.
    change: (t) => fc.constantFrom(...COUNTRIES.filter((c) => !t.arrivalCountries.includes(c))).map((c) => ({ ...t, arrivalCountries: [...t.arrivalCountries, c] })),
  },
  {
    what: 'the destinations (one country dropped, every copy of it)',
    applies: (t) => new Set(t.arrivalCountries).size > 1,
    change: (t) => fc.constantFrom(...t.arrivalCountries).map((c) => ({ ...t, arrivalCountries: t.arrivalCountries.filter((d) => d !== c) })),
  },
  { what: 'the currency', change: (t) => otherThan(CURRENCIES, t.currency).map((currency) => ({ ...t, currency })) },
  {
    what: 'the trip price (or its presence)',
    change: (t) => fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }).filter((p) => p !== t.tripPrice).map((p) => {
      const { tripPrice: _, ...rest } = t;
      return p === undefined ? rest : { ...rest, tripPrice: p };
    }),
  },
  {
    what: 'the studies amount (or its presence)',
    change: (t) => fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }).filter((a) => a !== t.studiesAmount).map((a) => {
      const { studiesAmount: _, ...rest } = t;
      return a === undefined ? rest : { ...rest, studiesAmount: a };
    }),
  },
  { what: 'shouldCoverCancellation', change: (t) => fc.constant({ ...t, shouldCoverCancellation: !t.shouldCoverCancellation }) },
  { what: 'shouldCoverExtremeSports', change: (t) => fc.constant({ ...t, shouldCoverExtremeSports: !t.shouldCoverExtremeSports }) },
  // isAnnual can only differ for intents that do not force it (annual and expat always read true).
  { what: 'isAnnual', applies: (t) => !ANNUAL_INTENTS.has(t.intent), change: (t) => fc.constant({ ...t, isAnnual: !t.isAnnual }) },
];

/** A trip where the change applies (a one-traveller party cannot lose a traveller, and so on), and the trip changed. */
const aChangedPair = ({ applies, change }: (typeof CHANGES)[number]) =>
  aTrip().filter((t) => applies?.(t) ?? true).chain((trip) => fc.tuple(fc.constant(trip), change(trip)));

describe('trip fingerprint (what "trip unchanged" means for POST /links)', () => {
  it('is the same for the same trip with its destinations and travellers in any order', () => {
    fc.assert(
      fc.property(
        aTrip().chain((trip) =>
          fc.tuple(
            fc.constant(trip),
            fc.shuffledSubarray([...trip.arrivalCountries], { minLength: trip.arrivalCountries.length }),
            fc.shuffledSubarray([...trip.travellers], { minLength: trip.travellers.length }),
          ),
        ),
        ([trip, arrivalCountries, travellers]) => {
          expect(tripFingerprint({ ...trip, arrivalCountries, travellers })).to.equal(tripFingerprint(trip));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is the same when destinations are repeated (they are a set), in any order', () => {
    fc.assert(
      fc.property(
        aTrip().chain((trip) =>
          fc.tuple(
            fc.constant(trip),
            fc.array(fc.constantFrom(...trip.arrivalCountries), { minLength: 1, maxLength: 10 }).chain((extra) => {
              const all = [...trip.arrivalCountries, ...extra];
              return fc.shuffledSubarray(all, { minLength: all.length });
            }),
          ),
        ),
        ([trip, withRepeats]) => {
          expect(tripFingerprint({ ...trip, arrivalCountries: withRepeats })).to.equal(tripFingerprint(trip));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not take a repeated traveller age for a repeated destination: ages are a multiset, so a repeat is one more traveller', () => {
    fc.assert(
      fc.property(aTrip(), (trip) => {
        const withTwin = { ...trip, travellers: [...trip.travellers, trip.travellers[0]!] };
        expect(tripFingerprint(withTwin)).to.not.equal(tripFingerprint(trip));
      }),
      { numRuns: 100 },
    );
  });

  for (const c of CHANGES) {
    it(`changes when ${c.what} changes`, () => {
      fc.assert(
        fc.property(aChangedPair(c), ([trip, changed]) => {
          expect(tripFingerprint(changed), JSON.stringify({ trip, changed })).to.not.equal(tripFingerprint(trip));
        }),
        { numRuns: 100 },
      );
    });
  }

  it('changes when a US resident’s state changes or is added; ignores any state sent for another residence', () => {
    const aUsTrip = aTrip().map((t) => normaliseTrip({ ...t, countryResidence: 'US' }));
    fc.assert(
      fc.property(aUsTrip, fc.constantFrom(...US_STATES), fc.constantFrom(...US_STATES), (trip, a, b) => {
        fc.pre(a !== b);
        const inA = normaliseTrip({ ...trip, stateResidence: a });
        expect(tripFingerprint(normaliseTrip({ ...trip, stateResidence: b }))).to.not.equal(tripFingerprint(inA));
        const { stateResidence: _, ...stateless } = inA;
        expect(tripFingerprint(normaliseTrip(stateless))).to.not.equal(tripFingerprint(inA));
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(aTrip().filter((t) => t.countryResidence !== 'US'), fc.oneof(fc.constantFrom(...US_STATES), fc.string(), fc.integer()), (trip, state) => {
        expect(tripFingerprint(normaliseTrip({ ...trip, stateResidence: state }))).to.equal(tripFingerprint(trip));
      }),
      { numRuns: 100 },
    );
  });

  it('is a stable text: the same trip built twice, or normalised twice, gives the same fingerprint', () => {
    fc.assert(
      fc.property(aTrip(), (trip) => {
        expect(tripFingerprint(structuredClone(trip))).to.equal(tripFingerprint(trip));
        expect(tripFingerprint(normaliseTrip(trip))).to.equal(tripFingerprint(trip));
      }),
      { numRuns: 100 },
    );
  });

  describe('on raw /links bodies: aliases and defaults read by normalisation give the same trip', () => {
    it('`tripInfo` and `trip` carry the same trip; with both, `trip` is the one read', () => {
      fc.assert(
        fc.property(aRawTrip(), aRawTrip(), (raw, other) => {
          expect(fingerprintOfBody({ tripInfo: raw })).to.equal(fingerprintOfBody({ trip: raw }));
          expect(fingerprintOfBody({ trip: raw, tripInfo: other })).to.equal(fingerprintOfBody({ trip: raw }));
        }),
        { numRuns: 100 },
      );
    });

    it('the legacy intent humanitarianAuPair is the trip with intent humanitarian', () => {
      fc.assert(
        fc.property(aRawTrip(), (raw) => {
          expect(fingerprintOfBody({ trip: { ...raw, intent: 'humanitarianAuPair' } })).to.equal(fingerprintOfBody({ trip: { ...raw, intent: 'humanitarian' } }));
        }),
        { numRuns: 100 },
      );
    });

    it('an omitted currency is EUR', () => {
      fc.assert(
        fc.property(aRawTrip(), (raw) => {
          const { currency: _, ...withoutCurrency } = raw;
          expect(fingerprintOfBody({ trip: withoutCurrency })).to.equal(fingerprintOfBody({ trip: { ...raw, currency: 'EUR' } }));
        }),
        { numRuns: 100 },
      );
    });

    it('intents annual and expat are annual whatever isAnnual says (false, true or omitted)', () => {
      fc.assert(
        fc.property(aRawTrip(), fc.constantFrom('annual', 'expat'), (raw, intent) => {
          const { isAnnual: _, ...omitted } = raw;
          const sayingTrue = fingerprintOfBody({ trip: { ...raw, intent, isAnnual: true } });
          expect(fingerprintOfBody({ trip: { ...raw, intent, isAnnual: false } })).to.equal(sayingTrue);
          expect(fingerprintOfBody({ trip: { ...omitted, intent } })).to.equal(sayingTrue);
        }),
        { numRuns: 100 },
      );
    });

    it('an omitted cover flag or isAnnual is false', () => {
      fc.assert(
        fc.property(aRawTrip(), fc.constantFrom('shouldCoverExtremeSports', 'isAnnual'), (raw, flag) => {
          const { [flag]: _, ...omitted } = raw;
          expect(fingerprintOfBody({ trip: omitted })).to.equal(fingerprintOfBody({ trip: { ...raw, [flag]: false } }));
        }),
        { numRuns: 100 },
      );
      // shouldCoverCancellation apart: omitted and false are the same, with or without a trip price.
      fc.assert(
        fc.property(aRawTrip(), (raw) => {
          const { shouldCoverCancellation: _, ...omitted } = raw;
          expect(fingerprintOfBody({ trip: omitted })).to.equal(fingerprintOfBody({ trip: { ...raw, shouldCoverCancellation: false } }));
        }),
        { numRuns: 100 },
      );
    });

    it('fields the spec does not define, on the trip or a traveller, are ignored', () => {
      fc.assert(
        fc.property(aRawTrip(), fc.string(), fc.jsonValue(), (raw, name, value) => {
          // The x_ prefix keeps the extra field clear of every Trip field name.
          const decorated = { ...raw, [`x_${name}`]: value, travellers: raw.travellers.map((t) => ({ ...t, name: 'Ada', passport: value })) };
          expect(fingerprintOfBody({ trip: decorated })).to.equal(fingerprintOfBody({ trip: raw }));
        }),
        { numRuns: 100 },
      );
    });

    it('normalisation does not erase what counts: isAnnual true and false differ for an intent that does not force it', () => {
      fc.assert(
        fc.property(aRawTrip().filter((raw) => !['annual', 'expat'].includes(raw.intent)), (raw) => {
          expect(fingerprintOfBody({ trip: { ...raw, isAnnual: true } })).to.not.equal(fingerprintOfBody({ trip: { ...raw, isAnnual: false } }));
        }),
        { numRuns: 100 },
      );
    });
  });
});
