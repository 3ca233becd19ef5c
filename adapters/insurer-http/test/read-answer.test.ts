import { expect } from 'chai';
import { readAnswer, type RawAnswer } from '../src/read-answer.js';
import { aRatingRequest } from './fixtures.js';

const aProduct = (productCode: string, amountMinor: number | null = 1250) => ({
  productCode,
  premium: amountMinor === null ? null : { amountMinor, currency: 'EUR' },
  isStartingPrice: false,
  period: null,
});

const anAnswer = (body: unknown, overrides: Partial<RawAnswer> = {}): RawAnswer => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  version: '1',
  body: JSON.stringify(body),
  ...overrides,
});

const read = (answer: RawAnswer) => readAnswer(aRatingRequest(), answer);

describe('insurer-http: reading a rating answer', () => {
  it('maps answered products to their offers, leaving out the ones not answered and the ones not asked', () => {
    const outcome = read(anAnswer({ products: [aProduct('PREMIUM', 4200), aProduct('UPSELL', 9900)], extra: 'ignored' }));
    expect(outcome).to.deep.equal({
      kind: 'priced',
      products: [{ offerId: 102, amountMinor: 4200, currency: 'EUR', isStartingPrice: false, period: null }],
    });
  });

  it('keeps a null premium as an unpriced product in the requested currency', () => {
    const outcome = read(anAnswer({ products: [aProduct('ESSENTIAL', null)] }));
    expect(outcome.kind === 'priced' && outcome.products[0]).to.deep.include({ offerId: 101, amountMinor: null, currency: 'EUR' });
  });

  it('passes a premium in another currency on as it is (pricing counts it unpriced)', () => {
    const outcome = read(anAnswer({ products: [{ ...aProduct('ESSENTIAL'), premium: { amountMinor: 1250, currency: 'USD' } }] }));
    expect(outcome.kind === 'priced' && outcome.products[0]?.currency).to.equal('USD');
  });

  it('accepts an answer that does not echo the version header', () => {
    expect(read(anAnswer({ products: [] }, { version: undefined })).kind).to.equal('priced');
  });

  const failures: [string, RawAnswer, string][] = [
    ['a status other than 200', anAnswer({ products: [] }, { status: 201 }), 'HTTP 201'],
    ['a redirect', anAnswer({ products: [] }, { status: 302 }), 'HTTP 302'],
    ['another protocol version', anAnswer({ products: [] }, { version: '2' }), 'answered in protocol version 2'],
    ['no content-type', anAnswer({ products: [] }, { contentType: undefined }), 'content-type missing'],
    ['a body that is not JSON', anAnswer({}, { body: '{"products":' }), 'body is not JSON'],
    ['a JSON array', anAnswer([aProduct('ESSENTIAL')]), 'answer does not match the schema: / must be object'],
    ['a fractional amount', anAnswer({ products: [aProduct('ESSENTIAL', 12.5)] }), 'answer does not match the schema: /products/0/premium/amountMinor must be integer'],
    ['a zero premium', anAnswer({ products: [aProduct('ESSENTIAL', 0)] }), 'answer does not match the schema: /products/0/premium/amountMinor must be >= 1'],
    ['an amount as a string', anAnswer({ products: [{ ...aProduct('ESSENTIAL'), premium: { amountMinor: '1250', currency: 'EUR' } }] }), 'answer does not match the schema: /products/0/premium/amountMinor must be integer'],
    ['a lower-case currency', anAnswer({ products: [{ ...aProduct('ESSENTIAL'), premium: { amountMinor: 1, currency: 'eur' } }] }), 'answer does not match the schema: /products/0/premium/currency must match pattern "^[A-Z]{3}$"'],
    ['a missing isStartingPrice', anAnswer({ products: [{ productCode: 'ESSENTIAL', premium: null, period: null }] }), "answer does not match the schema: /products/0 must have required property 'isStartingPrice'"],
    ['a period that is not a duration', anAnswer({ products: [{ ...aProduct('ESSENTIAL'), period: 'monthly' }] }), 'answer does not match the schema: /products/0/period must match pattern "^P(?=\\d)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?$"'],
    ['a product answered twice', anAnswer({ products: [aProduct('ESSENTIAL'), aProduct('ESSENTIAL', 999)] }), 'product ESSENTIAL answered twice'],
  ];
  for (const [what, answer, reason] of failures) {
    it(`fails the insurer on ${what}`, () => {
      expect(read(answer)).to.deep.equal({ kind: 'failed', reason });
    });
  }
});
