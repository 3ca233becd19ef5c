import { expect } from 'chai';
import fc from 'fast-check';
import { preparedOffers, quotedOffer, type OfferPrice, type PreparedOffer, type QuotedOffer } from '@parasol/core/internal';
import { frozenJson } from '../../src/serialise/frozen-json.js';
import { offerJson, writeOffer, writtenOffer, type OfferJson } from '../../src/serialise/offer-json.js';
import { aCatalogue, anInsurer, anOffer } from '../../../../core/test/pricing/fixtures.js';

/** Strings of every kind JSON escapes or leaves as they are. */
const aText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', '"', '\\', '\u2028', '\u0000', 'Zürich…'));
const aNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, NaN, Infinity, -Infinity, 1e21, 5e-7));

/** A catalogue offer with random names, pictogram, highlights and documents, prepared as a quote prepares it. */
const aPreparedOffer: fc.Arbitrary<PreparedOffer> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: fc.option(aText, { nil: null }),
    plan: fc.option(aText, { nil: null }),
    iconUrl: fc.option(aText, { nil: null }),
    insurerName: aText,
    included: fc.array(aText, { maxLength: 3 }),
    excluded: fc.array(aText, { maxLength: 3 }),
    cgvUrl: fc.option(aText, { nil: null }),
    echoes: fc.boolean(),
  })
  .map(({ id, name, plan, iconUrl, insurerName, included, excluded, cgvUrl, echoes }) => {
    const offer = anOffer({
      id,
      name,
      plan,
      iconUrl,
      highlights: { included, excluded },
      documents: { cgvUrl, ipidUrl: null },
      guarantees: echoes ? { cancelTrip: { state: 'trip_price', value: null } } : { hospitalFeesAbroad: { state: 'value', value: 100_000 } },
    });
    const catalogue = aCatalogue([anInsurer('alpha', { name: insurerName })], [offer]);
    return preparedOffers(catalogue).get(offer) as PreparedOffer;
  });

/** A price as offerPrice builds it: a plain object (a null-prototype one is among the changes below). */
const aPrice: fc.Arbitrary<OfferPrice> = fc.record(
  {
    amount: aNumber,
    amountInCents: aNumber,
    currency: aText,
    insurerAmount: aNumber,
    insurerCurrency: aText,
    isStartingPrice: fc.boolean(),
    period: fc.option(aText, { nil: null }),
  },
  { noNullPrototype: true },
);

/** Guarantees as a quote hands them out: the prepared frozen ones, or a fresh copy with an echoed amount. */
const guaranteesFor = (prepared: PreparedOffer, echoed: number | null) =>
  echoed === null ? prepared.guarantees : { ...prepared.guarantees, cancelTrip: { state: 'trip_price' as const, value: echoed } };

/** What a quote's offers array is: built by quotedOffer. */
const quotedOffers = (built: readonly { prepared: PreparedOffer; price: OfferPrice; echoed: number | null; position: number }[]) =>
  built.map(({ prepared, price, echoed, position }) => quotedOffer(prepared, price, guaranteesFor(prepared, echoed), position));

/** The runs of text of a prepared offer, as the transport writes them on first sight. */
const runsOf = (prepared: PreparedOffer): OfferJson =>
  offerJson({ ...prepared, id: prepared.offer.id, name: prepared.offer.name, plan: prepared.offer.plan, guaranteeCurrency: prepared.offer.guaranteeCurrency }) as OfferJson;

const aBuiltOffer = fc.record({ prepared: aPreparedOffer, price: aPrice, echoed: fc.option(aNumber, { nil: null }), position: aNumber });

/** Ways a caller may change an answer's offer after the quote built it. */
type Change = (offer: Record<string, unknown>) => void;
const aChange: fc.Arbitrary<Change> = fc.oneof(
  fc.constantFrom<Change>(
    (o) => delete o.name,
    (o) => delete o.price,
    (o) => (o.iconUrl = undefined),
    (o) => (o.extra = 1),
    (o) => (o.toJSON = () => 'mine'),
    (o) => Object.defineProperty(o, 'plan', { get: () => 'from a getter', enumerable: true }),
    (o) => Object.defineProperty(o, 'name', { enumerable: false }),
    (o) => (o.price = { ...(o.price as object), amount: undefined }),
    (o) => (o.price = { period: null, ...(o.price as object) }),
    (o) => (o.price = Object.assign(Object.create(null) as object, o.price)),
    (o) => (o.position = '1'),
    (o) => (o.guarantees = () => 0),
    (o) => {
      // Same keys, another order.
      const { id, ...rest } = o;
      for (const key of Object.keys(o)) delete o[key];
      Object.assign(o, rest, { id });
    },
  ),
  fc.record({ key: fc.constantFrom('id', 'name', 'plan', 'insurer', 'iconUrl', 'guaranteeCurrency', 'highlights', 'documents', 'price'), value: fc.anything() }).map(
    ({ key, value }): Change =>
      (o) => {
        // Always a change: a value equal to the one built would leave the offer as built.
        o[key] = Object.is(o[key], value) ? { changed: value } : value;
      },
  ),
);

describe('offer JSON written from prepared text (serialise/offer-json.ts)', () => {
  it('writes exactly what JSON.stringify writes, for any names, prices, guarantees and positions', () => {
    fc.assert(
      fc.property(fc.array(aBuiltOffer, { maxLength: 6 }), (built) => {
        const body = { offers: quotedOffers(built) };
        expect(frozenJson(body, writeOffer)).to.equal(JSON.stringify(body));
        // Each offer as built is written from its prepared runs, not left to the general walk.
        for (const offer of body.offers) expect(writeOffer(offer, (value) => JSON.stringify(value))).to.equal(JSON.stringify(offer));
      }),
      { numRuns: 300 },
    );
  });

  it('writes exactly what JSON.stringify writes after a caller changed an offer, its price or its parts', () => {
    fc.assert(
      fc.property(fc.array(aBuiltOffer, { minLength: 1, maxLength: 4 }), fc.nat(), aChange, (built, which, change) => {
        const offers = quotedOffers(built);
        change(offers[which % offers.length] as unknown as Record<string, unknown>);
        const body = { offers };
        let expected: string;
        try {
          expected = JSON.stringify(body);
        } catch {
          return; // a value JSON.stringify refuses (a bigint from fc.anything): frozen-json's own tests cover throws
        }
        expect(frozenJson(body, writeOffer)).to.equal(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('uses the prepared text for an offer as built, and only for that', () => {
    fc.assert(
      fc.property(aBuiltOffer, aChange, ({ prepared, price, echoed, position }, change) => {
        const offer = quotedOffer(prepared, price, guaranteesFor(prepared, echoed), position);
        const general = (value: unknown) => JSON.stringify(value);
        const json = runsOf(prepared);
        expect(writtenOffer(offer, json, general)).to.equal(JSON.stringify(offer));
        // Nothing but the prepared runs could put the head there: writing from them is what is tested.
        expect(writtenOffer(offer, { ...json, head: '{"marker":1,"price":' }, general)).to.match(/^\{"marker":1,"price":/);
        change(offer as unknown as Record<string, unknown>);
        expect(writtenOffer(offer, json, general)).to.equal(undefined);
      }),
      { numRuns: 300 },
    );
  });

  it('prepares no text around a part that could still change', () => {
    const fields = {
      id: 1,
      name: 'Offer',
      plan: null,
      insurer: Object.freeze({ name: 'Insurer', logoUrl: null }),
      iconUrl: undefined,
      guaranteeCurrency: 'EUR',
      highlights: Object.freeze({ included: Object.freeze(['a']), excluded: Object.freeze([]) }),
      documents: Object.freeze({ cgvUrl: null, ipidUrl: null }),
    };
    expect(offerJson(fields)).to.not.equal(undefined);
    expect(offerJson({ ...fields, documents: { cgvUrl: null, ipidUrl: null } })).to.equal(undefined);
    expect(offerJson({ ...fields, highlights: Object.freeze({ included: ['a'], excluded: Object.freeze([]) }) })).to.equal(undefined);
    expect(offerJson({ ...fields, name: undefined as unknown as string })).to.equal(undefined);
  });

  it('keeps the key order of the spec: iconUrl after the insurer block, only when there is a pictogram', () => {
    fc.assert(
      fc.property(aBuiltOffer, ({ prepared, price, echoed, position }) => {
        const offer: QuotedOffer = quotedOffer(prepared, price, guaranteesFor(prepared, echoed), position);
        expect(runsOf(prepared).keys).to.deep.equal(Object.keys(offer));
      }),
      { numRuns: 100 },
    );
  });
});
