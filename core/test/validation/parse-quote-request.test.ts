import { expect } from 'chai';
import { parseQuoteRequest } from '@parasol/core/internal';
import { aQuoteBody, without } from './factories.js';
import { aTrip, aTripBody } from '@parasol/core/test-support';
import { failureOf, valueOf } from './expect-failure.js';

const refusal = (body: unknown) => failureOf(parseQuoteRequest(body));
const withTrip = (overrides: Record<string, unknown>) => aQuoteBody({ trip: aTripBody(overrides) });

describe('parseQuoteRequest', () => {
  it('reads a valid body into a normalised trip, language en by default', () => {
    const request = valueOf(parseQuoteRequest(without(aQuoteBody(), 'language')));
    expect(request).to.deep.equal({
      trip: {
        intent: 'forTourism', startDate: '2026-07-01', endDate: '2026-07-10', countryResidence: 'FR',
        arrivalCountries: ['ES'], travellers: [{ age: 35 }], currency: 'EUR',
        shouldCoverCancellation: false, shouldCoverExtremeSports: false, isAnnual: false,
      },
      language: 'en',
    });
  });

  it('reads the shared test trip as sent into the shared test trip as the domain holds it (their two forms agree)', () => {
    for (const overrides of [{}, { travellers: 3, arrivalCountries: 4 }, { intent: 'cruise', endDate: '2026-07-02' }] as const) {
      expect(valueOf(parseQuoteRequest({ trip: aTripBody(overrides) })).trip).to.deep.equal(aTrip(overrides));
    }
  });

  it('keeps an echoed sessionId string for pricing to check', () => {
    expect(valueOf(parseQuoteRequest(aQuoteBody({ sessionId: 'qs_a.b' }))).sessionId).to.equal('qs_a.b');
  });

  it('drops a sessionId that is not a string instead of failing (a broken continuation never fails the call)', () => {
    const request = valueOf(parseQuoteRequest(aQuoteBody({ sessionId: { forged: true } })));
    expect(request).to.not.have.property('sessionId');
  });

  it('reads the trip under its alias tripInfo', () => {
    const request = valueOf(parseQuoteRequest({ tripInfo: aTripBody({ intent: 'cruise' }) }));
    expect(request.trip.intent).to.equal('cruise');
  });

  it('reads trip, not tripInfo, when both are sent, and never validates the alias then', () => {
    const request = valueOf(parseQuoteRequest({ trip: aTripBody({ intent: 'cruise' }), tripInfo: 'not even an object' }));
    expect(request.trip.intent).to.equal('cruise');
    expect(refusal({ trip: aTripBody({ intent: 'surfing' }), tripInfo: aTripBody() }).code).to.equal('BAD_INTENT');
  });

  it('names the alias in the detail when the trip came as tripInfo', () => {
    expect(refusal({ tripInfo: aTripBody({ travellers: [{ age: 130 }] }) })).to.deep.equal({
      code: 'BAD_TRAVELLER', detail: 'tripInfo.travellers[0].age must be an integer from 0 to 120',
    });
  });

  describe('one refusal per code', () => {
    it('BAD_TRIP for a body that is not a JSON object: judged as {}, it misses the trip', () => {
      for (const body of [null, [], 'trip', 42, true]) {
        expect(refusal(body)).to.deep.equal({ code: 'BAD_TRIP', detail: 'the body must be a JSON object; trip is required (an object; tripInfo is accepted as its alias)' });
      }
    });

    it('BAD_LANGUAGE: a language outside the 26 served', () => {
      const failure = refusal(aQuoteBody({ language: 'xx' }));
      expect(failure.code).to.equal('BAD_LANGUAGE');
      expect(failure.detail).to.match(/^language must be one of the 26 funnel languages/);
    });

    it('BAD_TRIP: trip missing or not an object', () => {
      expect(refusal({ language: 'fr' })).to.deep.equal({ code: 'BAD_TRIP', detail: 'trip is required (an object; tripInfo is accepted as its alias)' });
      expect(refusal({ trip: [aTripBody()] })).to.deep.equal({ code: 'BAD_TRIP', detail: 'trip must be an object' });
      expect(refusal({ trip: null, tripInfo: aTripBody() })).to.deep.equal({ code: 'BAD_TRIP', detail: 'trip must be an object' });
    });

    it('BAD_TRIP: a malformed arrival country, named by its index', () => {
      expect(refusal(withTrip({ arrivalCountries: ['ES', 'IT', 'PT', 'fr'] }))).to.deep.equal({
        code: 'BAD_TRIP', detail: 'trip.arrivalCountries[3] must be an ISO 3166-1 alpha-2 code (two upper-case letters)',
      });
    });

    it('BAD_TRIP: a trip field with no code of its own has the wrong type', () => {
      expect(refusal(withTrip({ isAnnual: 'yes' }))).to.deep.equal({ code: 'BAD_TRIP', detail: 'trip.isAnnual must be a boolean' });
      expect(refusal(withTrip({ travellers: { age: 30 } })).code).to.equal('BAD_TRIP');
    });

    it('BAD_INTENT: intent missing or not one of the 16 trip types', () => {
      expect(refusal(aQuoteBody({ trip: without(aTripBody(), 'intent') })).detail).to.equal(
        'trip.intent is required (one of the 16 trip types listed by GET /api/v1/travel/meta)',
      );
      expect(refusal(withTrip({ intent: 'surfing' })).code).to.equal('BAD_INTENT');
    });

    it('BAD_DATES: not YYYY-MM-DD, not a real calendar date, or endDate before startDate', () => {
      expect(refusal(withTrip({ startDate: '01/07/2026' })).detail).to.equal('trip.startDate must be a real calendar date written YYYY-MM-DD');
      expect(refusal(withTrip({ startDate: '2026-02-30', endDate: '2026-03-02' })).code).to.equal('BAD_DATES');
      expect(refusal(withTrip({ startDate: '2026-07-10', endDate: '2026-07-09' }))).to.deep.equal({
        code: 'BAD_DATES', detail: 'trip.endDate must be on or after trip.startDate',
      });
      expect(refusal(aQuoteBody({ trip: without(aTripBody(), 'endDate') })).code).to.equal('BAD_DATES');
    });

    it('accepts a leap day and a same-day trip', () => {
      expect(parseQuoteRequest(withTrip({ startDate: '2028-02-29', endDate: '2028-02-29' })).ok).to.equal(true);
    });

    it('BAD_RESIDENCE: countryResidence not a 2-letter code', () => {
      expect(refusal(withTrip({ countryResidence: 'FRA' }))).to.deep.equal({
        code: 'BAD_RESIDENCE', detail: 'trip.countryResidence must be an ISO 3166-1 alpha-2 code (two upper-case letters)',
      });
    });

    it('BAD_STATE_RESIDENCE: a US resident whose state is not one of the 50 states or DC', () => {
      expect(refusal(withTrip({ countryResidence: 'US', stateResidence: 'PR' })).code).to.equal('BAD_STATE_RESIDENCE');
      expect(refusal(withTrip({ countryResidence: 'US', stateResidence: 'ca' })).detail).to.equal(
        'trip.stateResidence must be the USPS code of one of the 50 states or DC when countryResidence is US',
      );
    });

    it('ignores stateResidence, whatever it is, for residents of other countries', () => {
      const request = valueOf(parseQuoteRequest(withTrip({ countryResidence: 'PR', stateResidence: 42 })));
      expect(request.trip).to.not.have.property('stateResidence');
    });

    it('NO_DESTINATIONS: arrivalCountries missing or empty', () => {
      expect(refusal(withTrip({ arrivalCountries: [] }))).to.deep.equal({ code: 'NO_DESTINATIONS', detail: 'trip.arrivalCountries must list at least 1 country' });
      expect(refusal(aQuoteBody({ trip: without(aTripBody(), 'arrivalCountries') })).code).to.equal('NO_DESTINATIONS');
    });

    it('TOO_MANY_DESTINATIONS: more than 20 arrival countries', () => {
      expect(parseQuoteRequest(withTrip({ arrivalCountries: 20 })).ok).to.equal(true);
      expect(refusal(withTrip({ arrivalCountries: 21 }))).to.deep.equal({ code: 'TOO_MANY_DESTINATIONS', detail: 'trip.arrivalCountries must list at most 20 countries' });
    });

    it('NO_TRAVELLERS: travellers missing or empty', () => {
      expect(refusal(withTrip({ travellers: [] })).code).to.equal('NO_TRAVELLERS');
      expect(refusal(aQuoteBody({ trip: without(aTripBody(), 'travellers') })).code).to.equal('NO_TRAVELLERS');
    });

    it('TOO_MANY_TRAVELLERS: more than 50 travellers', () => {
      expect(parseQuoteRequest(withTrip({ travellers: 50 })).ok).to.equal(true);
      expect(refusal(withTrip({ travellers: 51 }))).to.deep.equal({ code: 'TOO_MANY_TRAVELLERS', detail: 'trip.travellers must list at most 50 travellers' });
    });

    it('BAD_TRAVELLER: a traveller without an integer age from 0 to 120, named by its index', () => {
      expect(refusal(withTrip({ travellers: [{ age: 30 }, { age: 40 }, { age: 121 }] }))).to.deep.equal({
        code: 'BAD_TRAVELLER', detail: 'trip.travellers[2].age must be an integer from 0 to 120',
      });
      for (const traveller of [{ age: -1 }, { age: 30.5 }, { age: '30' }, {}, null, 30]) {
        expect(refusal(withTrip({ travellers: [traveller] })).code).to.equal('BAD_TRAVELLER');
      }
      expect(parseQuoteRequest(withTrip({ travellers: [{ age: 0 }, { age: 120 }] })).ok).to.equal(true);
    });

    it('BAD_CURRENCY: currency not a 3-letter upper-case code', () => {
      expect(refusal(withTrip({ currency: 'eur' }))).to.deep.equal({ code: 'BAD_CURRENCY', detail: 'trip.currency must be an ISO 4217 code (three upper-case letters)' });
    });

    it('accepts a well-formed currency outside the 33 convertible ones (offers then stay in the insurer currency)', () => {
      expect(valueOf(parseQuoteRequest(withTrip({ currency: 'XOF' }))).trip.currency).to.equal('XOF');
    });

    it('BAD_TRIP_PRICE: tripPrice not a number >= 0', () => {
      expect(refusal(withTrip({ tripPrice: -1 }))).to.deep.equal({ code: 'BAD_TRIP_PRICE', detail: 'trip.tripPrice must be a number from 0 to 99999999999' });
      expect(refusal(withTrip({ tripPrice: '1200' })).code).to.equal('BAD_TRIP_PRICE');
    });

    it('CANCELLATION_NEEDS_TRIP_PRICE: cancellation cover without tripPrice', () => {
      expect(refusal(withTrip({ shouldCoverCancellation: true }))).to.deep.equal({
        code: 'CANCELLATION_NEEDS_TRIP_PRICE', detail: 'trip.tripPrice is required when shouldCoverCancellation is true',
      });
      expect(parseQuoteRequest(withTrip({ shouldCoverCancellation: true, tripPrice: 0 })).ok).to.equal(true);
    });
  });

  describe('precedence (docs/validation.md)', () => {
    it('reports the code that comes first in the spec table, not the first field of the body', () => {
      const body = { trip: aTripBody({ currency: 'eur', travellers: [], intent: 'surfing' }), language: 'xx' };
      expect(refusal(body).code).to.equal('BAD_LANGUAGE');
      expect(refusal({ trip: aTripBody({ currency: 'eur', travellers: [], intent: 'surfing' }) }).code).to.equal('BAD_INTENT');
      expect(refusal({ trip: aTripBody({ currency: 'eur', travellers: [] }) }).code).to.equal('NO_TRAVELLERS');
    });

    it('reports the first of several bad travellers', () => {
      expect(refusal(withTrip({ travellers: [{ age: 1 }, { age: 200 }, { age: -3 }] })).detail).to.equal('trip.travellers[1].age must be an integer from 0 to 120');
    });
  });
});
