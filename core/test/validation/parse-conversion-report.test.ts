import { expect } from 'chai';
import { parseConversionReport } from '@parasol/core';
import { aConversionBody, without } from './factories.js';
import { failureOf, valueOf } from './expect-failure.js';

const refusal = (body: unknown) => failureOf(parseConversionReport(body));

describe('parseConversionReport', () => {
  it('reads a 3.1 report: currency EUR and contract 3.1 by default, commission left out when not sent', () => {
    expect(valueOf(parseConversionReport(aConversionBody()))).to.deep.equal({
      ref: 'ACME-summer24', externalOrderId: 'order-1001', amount: 42.5, currency: 'EUR', status: 'pending', contractVersion: '3.1',
    });
  });

  it('reads a 3.2 report with its partnerFeeAmount', () => {
    const report = valueOf(parseConversionReport(aConversionBody({ contractVersion: '3.2', partnerFeeAmount: 1.25, commission: 4, currency: 'GBP', status: 'validated' })));
    expect(report).to.deep.equal({
      ref: 'ACME-summer24', externalOrderId: 'order-1001', amount: 42.5, commission: 4, currency: 'GBP', status: 'validated', partnerFeeAmount: 1.25, contractVersion: '3.2',
    });
  });

  it('ignores partnerFeeAmount under contract 3.1, where it is not a field', () => {
    for (const partnerFeeAmount of [1.25, 'junk']) {
      expect(valueOf(parseConversionReport(aConversionBody({ partnerFeeAmount })))).to.not.have.property('partnerFeeAmount');
    }
  });

  it('UNKNOWN_CONTRACT_VERSION: any contractVersion other than "3.1" or "3.2"', () => {
    for (const contractVersion of ['3.3', '3', 3.2, null]) {
      expect(refusal(aConversionBody({ contractVersion })).code).to.equal('UNKNOWN_CONTRACT_VERSION');
    }
  });

  it('UNKNOWN_CONTRACT_VERSION wins over a bad field: the version decides the shape', () => {
    expect(refusal(aConversionBody({ contractVersion: '4.0', amount: 'lots' })).code).to.equal('UNKNOWN_CONTRACT_VERSION');
  });

  it('a body that is not a JSON object is judged as {}: BAD_REQUEST naming ref, its first missing field', () => {
    expect(refusal('sale')).to.deep.equal({
      code: 'BAD_REQUEST',
      detail: 'the body must be a JSON object; ref is required (a non-empty string: the tracked ref, partnerCode-shortCode)',
    });
  });

  it('BAD_REQUEST naming the field for every other bad or missing field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [without(aConversionBody(), 'ref'), 'ref is required (a non-empty string: the tracked ref, partnerCode-shortCode)'],
      [aConversionBody({ externalOrderId: 7 }), 'externalOrderId must be a non-empty string: your own order id'],
      [aConversionBody({ amount: -3 }), 'amount must be a number from 0 to 99999999999'],
      [aConversionBody({ commission: '2' }), 'commission must be a number from 0 to 99999999999'],
      [aConversionBody({ currency: 'euro' }), 'currency must be an ISO 4217 code (three upper-case letters)'],
      [aConversionBody({ status: 'paid' }), 'status must be one of pending, validated, cancelled'],
      [aConversionBody({ contractVersion: '3.2', partnerFeeAmount: -1 }), 'partnerFeeAmount must be a number from 0 to 99999999999'],
    ];
    for (const [body, detail] of cases) expect(refusal(body)).to.deep.equal({ code: 'BAD_REQUEST', detail });
  });
});
