import { expect } from 'chai';
import { parseLinkRequest } from '@parasol/core/internal';
import { aLinkBody, without } from './factories.js';
import { aTripBody } from '@parasol/core/test-support';
import { failureOf, valueOf } from './expect-failure.js';

const refusal = (body: unknown) => failureOf(parseLinkRequest(body));

describe('parseLinkRequest', () => {
  it('reads a valid body, trip normalised', () => {
    const request = valueOf(parseLinkRequest(aLinkBody({ language: 'de', trip: aTripBody({ intent: 'expat' }) })));
    expect(request).to.include({ sessionId: 'qs_n0nce.s1gnature', language: 'de', offerId: 3, linkCode: 'summer24' });
    expect(request.trip).to.include({ intent: 'expat', isAnnual: true, currency: 'EUR' });
  });

  it('leaves offerId and linkCode out when not sent, language en by default', () => {
    const request = valueOf(parseLinkRequest(without(aLinkBody(), 'offerId', 'linkCode')));
    expect(request).to.not.have.any.keys('offerId', 'linkCode');
    expect(request.language).to.equal('en');
  });

  it('reads the trip under its alias tripInfo', () => {
    expect(valueOf(parseLinkRequest(without(aLinkBody({ tripInfo: aTripBody({ intent: 'whv' }) }), 'trip'))).trip.intent).to.equal('whv');
  });

  it('applies every trip rule, as /quotes does', () => {
    expect(refusal(aLinkBody({ trip: aTripBody({ travellers: 51 }) })).code).to.equal('TOO_MANY_TRAVELLERS');
    expect(refusal(without(aLinkBody(), 'trip')).code).to.equal('BAD_TRIP');
  });

  it('BAD_TRIP for a body that is not a JSON object: judged as {}, it misses trip, which the precedence puts before sessionId', () => {
    expect(refusal([aLinkBody()]).code).to.equal('BAD_TRIP');
    expect(refusal({}).code).to.equal('BAD_TRIP');
  });

  it('MISSING_SESSION_ID: no sessionId', () => {
    expect(refusal(without(aLinkBody(), 'sessionId'))).to.deep.equal({
      code: 'MISSING_SESSION_ID', detail: 'sessionId is required (the sessionId returned by POST /api/v1/travel/quotes)',
    });
  });

  it('BAD_SESSION_ID: a sessionId that is not a non-empty string', () => {
    for (const sessionId of [42, null, { id: 'qs_a.b' }, '']) {
      expect(refusal(aLinkBody({ sessionId })).code).to.equal('BAD_SESSION_ID');
    }
  });

  it('BAD_OFFER_ID: offerId not an integer >= 1', () => {
    for (const offerId of [0, -4, 2.5, '3', null]) {
      expect(refusal(aLinkBody({ offerId }))).to.deep.equal({ code: 'BAD_OFFER_ID', detail: 'offerId must be a positive integer offer id from the /quotes response' });
    }
  });

  it('BAD_LINK_CODE: linkCode not alphanumeric of 4 to 32 characters', () => {
    for (const linkCode of ['abc', 'a'.repeat(33), 'summer-24', 'été2024', 1234]) {
      expect(refusal(aLinkBody({ linkCode })).code).to.equal('BAD_LINK_CODE');
    }
    for (const linkCode of ['abcd', 'A1'.repeat(16)]) expect(parseLinkRequest(aLinkBody({ linkCode })).ok).to.equal(true);
  });

  it('follows the spec table order: trip problems before link problems', () => {
    const body = { trip: aTripBody({ intent: 'surfing' }), offerId: 0, linkCode: 'x' };
    expect(refusal(body).code).to.equal('BAD_INTENT');
    expect(refusal({ ...body, trip: aTripBody() }).code).to.equal('BAD_LINK_CODE');
    expect(refusal({ trip: aTripBody(), offerId: 0 }).code).to.equal('MISSING_SESSION_ID');
    expect(refusal({ trip: aTripBody(), offerId: 0, sessionId: 7 }).code).to.equal('BAD_SESSION_ID');
  });
});
