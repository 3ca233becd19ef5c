import { expect } from 'chai';
import fc from 'fast-check';
import { normaliseTrip, parseLinkRequest, parseQuoteRequest, schemaIdOf, validateAgainst, type RawTrip } from '@parasol/core/internal';
import { FIELD_CORRUPTIONS, GROUPS, TRIP_CORRUPTIONS, type Corruption } from './corruptions.js';
import { jsonValue, TRIP_FIELDS, unknownFieldName, validTrip } from './arbitraries.js';
import { failureOf, valueOf } from './expect-failure.js';
import { DOCUMENTED_PRECEDENCE } from './precedence-order.js';

type Json = Record<string, unknown>;

const BODY_FIELDS = ['trip', 'tripInfo', 'sessionId', 'language'];
const extras = (known: readonly string[]) => fc.dictionary(unknownFieldName(known), jsonValue, { maxKeys: 4 });

/** The same object with its keys in another order (a Fisher-Yates shuffle driven by `seed`). */
const reordered = (object: Json, seed: number): Json => {
  const keys = Object.keys(object);
  let state = seed >>> 0;
  for (let i = keys.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
};

const withReorderedTrip = (body: Json, seed: number): Json => {
  const trip = body['trip'];
  const reorderedTrip = typeof trip === 'object' && trip !== null && !Array.isArray(trip) ? reordered(trip as Json, seed) : trip;
  return reordered({ ...body, trip: reorderedTrip }, seed + 1);
};

const rank = (corruption: Corruption): number => DOCUMENTED_PRECEDENCE.indexOf(corruption.code);

const inGroup = (group: string) => fc.constantFrom(...FIELD_CORRUPTIONS.filter((c) => c.group === group));

/** At least one corruption, at most one per group, each group in about half the cases. */
const someCorruptions = fc
  .tuple(...GROUPS.map((group) => fc.option(inGroup(group), { nil: undefined, freq: 2 })))
  .map((picked) => picked.filter((c): c is Corruption => c !== undefined))
  .filter((picked) => picked.length > 0);

/** Two corruptions of two different groups, so that every pair of codes meets. */
const twoCorruptions = fc
  .uniqueArray(fc.constantFrom(...GROUPS), { minLength: 2, maxLength: 2 })
  .chain((groups) => fc.tuple(...groups.map(inGroup)));

const expectHighestPrecedence = (trip: Json, corruptions: readonly Corruption[], pick: number, seed: number): void => {
  const body = corruptions.reduce<Json>((sent, corruption) => corruption.apply(sent, pick), { trip });
  const expected = corruptions.reduce((best, c) => (rank(c) < rank(best) ? c : best));
  const failure = failureOf(parseQuoteRequest(body));
  expect(failure.code, corruptions.map((c) => c.name).join(' + ')).to.equal(expected.code);
  expect(failureOf(parseQuoteRequest(withReorderedTrip(body, seed)))).to.deep.equal(failure);
};

describe('trip validation properties', () => {
  it('every schema-valid trip parses, for /quotes and /links, into its normalised form', () => {
    fc.assert(fc.property(validTrip, (trip) => {
      expect(validateAgainst(schemaIdOf('trip'), trip)).to.deep.equal({ valid: true });
      expect(valueOf(parseQuoteRequest({ trip })).trip).to.deep.equal(normaliseTrip(trip as unknown as RawTrip));
      expect(valueOf(parseLinkRequest({ trip, sessionId: 'qs_a.b' })).trip).to.deep.equal(normaliseTrip(trip as unknown as RawTrip));
    }));
  });

  it('a normalised trip sent back parses to itself', () => {
    fc.assert(fc.property(validTrip, (trip) => {
      const once = valueOf(parseQuoteRequest({ trip })).trip;
      expect(valueOf(parseQuoteRequest({ trip: once })).trip).to.deep.equal(once);
    }));
  });

  it('ignores unknown fields on the body, the trip and the travellers', () => {
    fc.assert(fc.property(validTrip, extras(BODY_FIELDS), extras(TRIP_FIELDS), extras(['age']), (trip, bodyExtra, tripExtra, travellerExtra) => {
      const noisy = {
        ...bodyExtra,
        trip: { ...tripExtra, ...trip, travellers: (trip['travellers'] as Json[]).map((t) => ({ ...travellerExtra, ...t })) },
      };
      expect(parseQuoteRequest(noisy)).to.deep.equal(parseQuoteRequest({ trip }));
    }));
  });

  it('any single corruption of a valid trip yields its code', () => {
    fc.assert(fc.property(validTrip, fc.constantFrom(...FIELD_CORRUPTIONS, ...TRIP_CORRUPTIONS), fc.nat(), (trip, corruption, pick) => {
      const failure = failureOf(parseQuoteRequest(corruption.apply({ trip }, pick)));
      expect(failure.code, corruption.name).to.equal(corruption.code);
      expect(failure.detail, corruption.name).to.be.a('string').and.not.equal('');
    }));
  });

  it('two corruptions yield the code of higher precedence, whatever the order of the JSON', () => {
    fc.assert(fc.property(validTrip, twoCorruptions, fc.nat(), fc.integer(), (trip, corruptions, pick, seed) => {
      expectHighestPrecedence(trip, corruptions, pick, seed);
    }), { numRuns: 400 });
  });

  it('several corruptions yield the code of highest precedence, whatever the order of the JSON', () => {
    fc.assert(fc.property(validTrip, someCorruptions, fc.nat(), fc.integer(), (trip, corruptions, pick, seed) => {
      expectHighestPrecedence(trip, corruptions, pick, seed);
    }));
  });
});
