import { expect } from 'chai';
import fc from 'fast-check';
import { schemaIdOf } from '../../src/validation/schema-registry.js';
import { unknownFieldFinder } from '../../src/validation/unknown-fields.js';
import { aTripBody } from '@parasol/core/test-support';

const quote = unknownFieldFinder(schemaIdOf('quote-request'));
const NOT_DECLARED = fc.stringMatching(/^[a-z][A-Za-z]{2,12}$/).filter((n) => !['trip', 'tripInfo', 'sessionId', 'language', 'intent', 'startDate', 'endDate', 'countryResidence', 'stateResidence', 'arrivalCountries', 'travellers', 'tripPrice', 'studiesAmount', 'currency', 'shouldCoverCancellation', 'shouldCoverExtremeSports', 'isAnnual', 'age'].includes(n));

describe('validation: unknown fields are listed, never refused', () => {
  it('finds nothing in a body of declared fields only, every optional field included', () => {
    const trip = { ...aTripBody(), stateResidence: 'CA', tripPrice: 1200, studiesAmount: 0, currency: 'USD', shouldCoverCancellation: true, shouldCoverExtremeSports: false, isAnnual: false };
    expect(quote({ trip, sessionId: 'qs_x', language: 'fr' })).to.deep.equal([]);
    expect(quote({ tripInfo: trip })).to.deep.equal([]);
  });

  it('names an undeclared field wherever it sits: the body, the trip (or its alias), a traveller (property)', () => {
    fc.assert(
      fc.property(NOT_DECLARED, fc.constantFrom('body', 'trip', 'tripInfo', 'traveller'), (name, where) => {
        const trip: Record<string, unknown> = aTripBody();
        const body: Record<string, unknown> = where === 'tripInfo' ? { tripInfo: trip } : { trip };
        if (where === 'body') body[name] = 1;
        else if (where === 'traveller') (trip['travellers'] as Record<string, unknown>[])[0]![name] = 1;
        else trip[name] = 1;
        const expected = where === 'body' ? `/${name}` : where === 'traveller' ? `/trip/travellers/0/${name}` : `/${where}/${name}`;
        expect(quote(body)).to.deep.equal([expected]);
      }),
    );
  });

  it('reads the Coach request and the postback too; card modes refuse their own unknown keys, so they are not searched', () => {
    const coach = unknownFieldFinder(schemaIdOf('coach-request'));
    expect(coach({ residence: 'FR', destinations: ['US'], trip: { friends: true, kids: 2 }, card: { network: 'visa', tier: 'mid' }, utm: 'x' })).to.deep.equal(['/trip/kids', '/utm']);
    const postback = unknownFieldFinder(schemaIdOf('postback-request'));
    expect(postback({ ref: 'acme-main', externalOrderId: 'o1', amount: 1, status: 'pending', orderId: 'typo' })).to.deep.equal(['/orderId']);
  });

  it('escapes a field name the way JSON pointers do', () => {
    expect(quote({ trip: aTripBody(), 'a/b~c': 1 })).to.deep.equal(['/a~1b~0c']);
  });
});
