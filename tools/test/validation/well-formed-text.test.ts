import { expect } from 'chai';
import type { Answer, Credentials } from '@parasol/core';
import { parseStatementQuery, refuseIllFormedText } from '@parasol/core/internal';
import { createEmbeddedParasol } from '../../src/index.js';

/**
 * Issue 25, item 1: an order id ending in a lone UTF-16 surrogate was booked (200), stored by
 * MongoDB as U+FFFD, and every later replay of it answered 503. Text that is not well-formed
 * Unicode is refused with a 400 naming the field, on every endpoint, before anything is recorded.
 */
const LONE = '\ud800';

describe('text that is not well-formed Unicode is refused, naming the field', () => {
  let call: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer>;
  let sessionId: string;
  before(async () => {
    const parasol = createEmbeddedParasol({ sessionSecret: new Uint8Array(32).fill(5) });
    await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main1', archived: false, default: true }] });
    const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'acme', burstPerMinute: 100_000 });
    const client = parasol.client(key.ok ? (key.value as Credentials) : expect.fail('set-up: key'));
    call = (method, path, body) => client.call(method, path, body);
    const quote = await call('POST', '/api/v1/travel/quotes', { trip });
    sessionId = (quote.body as { sessionId: string }).sessionId;
  });

  const trip = { intent: 'forTourism', startDate: '2027-07-01', endDate: '2027-07-10', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 30 }] };
  const postback = { ref: 'acme-main1', externalOrderId: 'U-1', amount: 100, status: 'pending' };
  const refusal = (answer: Answer) => ({ status: answer.status, error: (answer.body as { error: string }).error, detail: (answer.body as { detail: string }).detail });

  it('the reported postback: an order id with a lone surrogate is 400 BAD_REQUEST naming /externalOrderId, and nothing is booked', async () => {
    const answer = refusal(await call('POST', '/api/postback/conversion', { ...postback, externalOrderId: `U-1-${LONE}` }));
    expect(answer).to.include({ status: 400, error: 'BAD_REQUEST' });
    expect(answer.detail).to.include('/externalOrderId').and.include('well-formed Unicode');
    const statement = await call('GET', '/api/v1/ledger/statement');
    expect((statement.body as { sales: unknown[] }).sales).to.deep.equal([]);
  });

  it('a well-formed astral character (a surrogate pair) is accepted as it is', async () => {
    const answer = await call('POST', '/api/postback/conversion', { ...postback, externalOrderId: 'U-1-\ud83d\ude00' });
    expect(answer.status).to.equal(200);
    expect((answer.body as { sale: { externalOrderId: string } }).sale.externalOrderId).to.equal('U-1-😀');
  });

  it('every endpoint taking a body: the field\'s own code, the field named', async () => {
    const cases: [string, unknown, string, string][] = [
      // The quote takes any sessionId (a broken continuation starts a fresh session): no code of its own.
      ['/api/v1/travel/quotes', { trip, sessionId: `${sessionId}${LONE}` }, 'INVALID_JSON', '/sessionId'],
      ['/api/v1/travel/quotes', { trip: { ...trip, countryResidence: `F${LONE}` } }, 'BAD_RESIDENCE', 'countryResidence'],
      ['/api/v1/travel/links', { trip, sessionId, linkCode: `main1${LONE}` }, 'BAD_LINK_CODE', 'linkCode'],
      ['/api/v1/coach/bilan', { residence: 'FR', destinations: ['ES'], ref: `acme-main1${LONE}` }, 'BAD_REQUEST', 'ref'],
      ['/api/postback/conversion', { ...postback, ref: `acme-main1${LONE}` }, 'BAD_REF', 'ref'],
    ];
    for (const [path, body, code, pointer] of cases) {
      const answer = refusal(await call('POST', path, body));
      expect(answer, `${path} ${pointer}`).to.include({ status: 400, error: code });
      expect(answer.detail, path).to.include(pointer);
    }
  });

  it('a field the API does not read, or a member name, is INVALID_JSON (I-JSON text), named', async () => {
    const unknown = refusal(await call('POST', '/api/postback/conversion', { ...postback, note: `a${LONE}` }));
    expect(unknown).to.include({ status: 400, error: 'INVALID_JSON' });
    expect(unknown.detail).to.include('/note');
    const name = refusal(await call('POST', '/api/postback/conversion', { ...postback, [`n${LONE}`]: 1 }));
    expect(name).to.include({ status: 400, error: 'INVALID_JSON' });
    expect(name.detail).to.include('/n\ufffd');
  });

  it('a query parameter (a transport that hands the core raw strings): BAD_REQUEST naming the parameter', () => {
    const parse = (_body: unknown, query: Readonly<Record<string, string>>) => parseStatementQuery(query, 100);
    expect(refuseIllFormedText(undefined, { status: `pending${LONE}` }, parse)).to.deep.include({ code: 'BAD_REQUEST' });
    expect(refuseIllFormedText(undefined, { status: `pending${LONE}` }, parse)?.detail).to.include('"status"');
    expect(refuseIllFormedText(undefined, { status: 'pending' }, parse)).to.equal(undefined);
  });
});
