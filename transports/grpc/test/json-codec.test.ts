import { expect } from 'chai';
import fc from 'fast-check';
import { CodecError, JsonCodec, protoRoot, TRAVEL_PACKAGE } from '../src/index.js';

const codec = (message: string) => new JsonCodec(protoRoot().lookupType(`${TRAVEL_PACKAGE}.${message}`));
const roundTrip = (message: string, json: unknown) => {
  const c = codec(message);
  return c.decode(c.encode(json));
};

describe('grpc: the proto3 JSON codec', () => {
  it('keeps a scalar the JSON leaves out absent, and a 0, "" or false it sends present', () => {
    expect(roundTrip('Traveller', {})).to.deep.equal({});
    expect(roundTrip('Traveller', { age: 0 })).to.deep.equal({ age: 0 });
    expect(roundTrip('CardsRequest', { country: '' })).to.deep.equal({ country: '' });
    expect(roundTrip('CoachRequest', { trip: { friends: false } })).to.deep.equal({ destinations: [], trip: { friends: false } });
  });

  it('carries null only in google.protobuf.Value fields, where absent stays absent and null stays null', () => {
    expect(roundTrip('LinkResponse.Meta', { apiVersion: '1.0.0' })).to.deep.equal({ apiVersion: '1.0.0' });
    const sale = roundTrip('Sale', { saleId: 'sale_1', partnerFeeAmount: null, validatedAt: '2026-01-01T00:00:00.000Z' });
    expect(sale).to.deep.equal({ saleId: 'sale_1', partnerFeeAmount: null, validatedAt: '2026-01-01T00:00:00.000Z' });
    expect(() => codec('Offer').encode({ iconUrl: null })).to.throw(CodecError, /iconUrl: null/);
  });

  it('prints repeated and map fields always, [] and {} when empty, as REST bodies have them', () => {
    expect(roundTrip('Offer.Highlights', {})).to.deep.equal({ included: [], excluded: [] });
    expect(roundTrip('Argument', { id: 'a' })).to.deep.equal({ id: 'a', vars: {} });
  });

  it('keeps an optional array absent (ListValue) and present when sent, even empty', () => {
    expect(roundTrip('Error', { error: 'X' })).to.deep.equal({ error: 'X' });
    expect(roundTrip('Error', { error: 'X', permittedModes: [] })).to.deep.equal({ error: 'X', permittedModes: [] });
    expect(roundTrip('Error', { error: 'X', permittedModes: ['bin', 'none'] })).to.deep.equal({ error: 'X', permittedModes: ['bin', 'none'] });
  });

  it('refuses what the proto cannot carry, naming the field: a wrong type, a fraction in an int32, a field it lacks', () => {
    expect(() => codec('Traveller').encode({ age: '34' })).to.throw(CodecError, /^age: string "34" cannot be a int32/);
    expect(() => codec('Traveller').encode({ age: 1.5 })).to.throw(CodecError, /age: number 1.5/);
    expect(() => codec('Traveller').encode({ age: 2 ** 31 })).to.throw(CodecError);
    expect(() => codec('QuoteRequest').encode({ trip: { travellers: [{ age: 30 }, 'x'] } })).to.throw(CodecError, /trip\.travellers\[1\]/);
    expect(() => codec('Traveller').encode({ age: 3, name: 'Ann' })).to.throw(CodecError, /name: parasol.travel.v1.Traveller has no such field/);
    expect(codec('Traveller').toMessage({ age: 3, name: 'Ann' }, { unknown: 'drop' })).to.deep.equal({ age: 3 });
  });

  it('round-trips any JSON value through a google.protobuf.Value field (Coach destinations)', () => {
    // As a JSON text would carry them (-0 is written 0).
    const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    fc.assert(
      fc.property(fc.array(json, { maxLength: 4 }), (destinations) => {
        expect(roundTrip('CoachRequest', { destinations })).to.deep.equal({ destinations });
      }),
      { numRuns: 200 },
    );
  });

  it('keeps an own `__proto__` key of a JSON object as a field, as JSON.parse and REST do', () => {
    const destinations = [JSON.parse('{"": {"__proto__": null}, "__proto__": {"a": 1}}') as unknown];
    const back = roundTrip('CoachRequest', { destinations }) as { destinations: Record<string, unknown>[] };
    expect(back).to.deep.equal({ destinations });
    expect(Object.keys(back.destinations[0]!)).to.deep.equal(['', '__proto__']);
    expect(Object.getPrototypeOf(back.destinations[0])).to.equal(Object.prototype);
  });

  it('refuses bytes that are no message of the type', () => {
    expect(() => codec('QuoteRequest').decode(Uint8Array.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]))).to.throw();
  });
});
