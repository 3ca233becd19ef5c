import { expect } from 'chai';
import fc from 'fast-check';
import { exponentOf, fromMinor, parseConversionReport } from '@parasol/core/internal';
import { aConversionBody, without } from './factories.js';
import { failureOf, valueOf } from './expect-failure.js';

/**
 * POST /api/postback/conversion's body (core/src/validation/parse-conversion-report.ts; spec:
 * the postback table and Versioning;
 * docs/decisions/0056-postback-contract-versions-and-refusal-codes.md): amounts read exactly into
 * minor units or refused, never rounded; UNKNOWN_CONTRACT_VERSION before anything else.
 */

const refusal = (body: unknown) => failureOf(parseConversionReport(body));
const codeOf = (body: unknown) => refusal(body).code;

describe('parseConversionReport', () => {
  describe('reads', () => {
    it('a 3.1 report: currency EUR and contract 3.1 by default, the ref split, the amount in minor units, commission left out when not sent', () => {
      expect(valueOf(parseConversionReport(aConversionBody()))).to.deep.equal({
        ref: 'ACME-summer24',
        partnerCode: 'ACME',
        linkCode: 'summer24',
        externalOrderId: 'order-1001',
        amountMinor: 4250,
        currency: 'EUR',
        status: 'pending',
        contractVersion: '3.1',
      });
    });

    it('a 3.2 report with its partnerFeeAmount and a declared commission, in the sale currency', () => {
      const report = valueOf(parseConversionReport(aConversionBody({ contractVersion: '3.2', partnerFeeAmount: 1.25, commission: 4, currency: 'GBP', status: 'validated' })));
      expect(report).to.deep.equal({
        ref: 'ACME-summer24',
        partnerCode: 'ACME',
        linkCode: 'summer24',
        externalOrderId: 'order-1001',
        amountMinor: 4250,
        commissionMinor: 400,
        currency: 'GBP',
        status: 'validated',
        partnerFeeMinor: 125,
        contractVersion: '3.2',
      });
    });

    it('3.2 without partnerFeeAmount: no partner fee (the offer carried no uplift)', () => {
      expect(valueOf(parseConversionReport(aConversionBody({ contractVersion: '3.2' })))).to.not.have.property('partnerFeeMinor');
    });

    it('3.1 (omitted or explicit) ignores partnerFeeAmount, whatever it holds: it is not a field of that contract', () => {
      for (const version of [{}, { contractVersion: '3.1' }]) {
        for (const partnerFeeAmount of [1.25, 'junk', -1, 1.234, null]) {
          const report = valueOf(parseConversionReport(aConversionBody({ ...version, partnerFeeAmount })));
          expect(report, JSON.stringify(partnerFeeAmount)).to.not.have.property('partnerFeeMinor');
          expect(report.contractVersion).to.equal('3.1');
        }
      }
    });

    it('any amount written with at most the currency\'s decimals, exactly (property)', () => {
      fc.assert(
        fc.property(fc.constantFrom('EUR', 'JPY', 'KWD', 'GBP', 'CHF', 'ISK'), fc.oneof(fc.nat(10_000), fc.nat(9_999_999_999)), fc.nat(9_999), (currency, minor, commissionMinor) => {
          const report = valueOf(parseConversionReport(aConversionBody({ currency, amount: fromMinor(minor, currency), commission: fromMinor(commissionMinor, currency) })));
          expect(report).to.include({ amountMinor: minor, commissionMinor, currency });
        }),
      );
    });

    it('ignores fields it does not know', () => {
      expect(valueOf(parseConversionReport(aConversionBody({ coupon: 'SPRING', nested: { a: 1 } })))).to.deep.equal(valueOf(parseConversionReport(aConversionBody())));
    });
  });

  describe('BAD_AMOUNT: refused, never rounded', () => {
    it('more decimals than the currency has: 12.345 EUR, 100.5 JPY, 1.2345 KWD', () => {
      expect(refusal(aConversionBody({ amount: 12.345 }))).to.deep.equal({ code: 'BAD_AMOUNT', detail: 'amount must have at most 2 decimals in EUR: send 12.345 exactly as charged, in EUR' });
      expect(refusal(aConversionBody({ amount: 100.5, currency: 'JPY' }))).to.deep.equal({ code: 'BAD_AMOUNT', detail: 'amount must have at most 0 decimals in JPY: send 100.5 exactly as charged, in JPY' });
      expect(codeOf(aConversionBody({ amount: 1.2345, currency: 'KWD' }))).to.equal('BAD_AMOUNT');
    });

    it('the same digits are fine in a currency that has them: 100.5 EUR, 12.345 KWD', () => {
      expect(valueOf(parseConversionReport(aConversionBody({ amount: 100.5 }))).amountMinor).to.equal(10_050);
      expect(valueOf(parseConversionReport(aConversionBody({ amount: 12.345, currency: 'KWD' }))).amountMinor).to.equal(12_345);
    });

    it('any amount with one decimal more than its currency has (property)', () => {
      fc.assert(
        fc.property(fc.constantFrom('EUR', 'JPY', 'KWD', 'USD'), fc.nat(99_999_999), fc.integer({ min: 1, max: 9 }), (currency, minor, extraDigit) => {
          // minor units and one more digit: e.g. 1234 cents + 7 → 12.347 EUR.
          const amount = Number(`${fromMinor(minor, currency).toFixed(exponentOf(currency))}${exponentOf(currency) === 0 ? '.' : ''}${extraDigit}`);
          expect(codeOf(aConversionBody({ currency, amount })), `${amount} ${currency}`).to.equal('BAD_AMOUNT');
        }),
      );
    });

    it('the commission and the 3.2 partnerFeeAmount by the same rule', () => {
      expect(refusal(aConversionBody({ commission: 1.005 })).detail).to.match(/^commission must have at most 2 decimals in EUR/);
      expect(refusal(aConversionBody({ contractVersion: '3.2', partnerFeeAmount: 1.005 })).detail).to.match(/^partnerFeeAmount must have at most 2 decimals in EUR/);
      expect(codeOf(aConversionBody({ commission: 7.5, currency: 'JPY' }))).to.equal('BAD_AMOUNT');
    });

    it('negative, not a number, NaN-like or out of range, for every amount field', () => {
      // NaN and the infinities cannot travel in JSON, but an embedding app can hand them in-process.
      const bad = [-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'NaN', '12.50', '', null, true, [], {}, 100_000_000_000];
      for (const value of bad) {
        const label = typeof value === 'number' ? String(value) : JSON.stringify(value);
        expect(codeOf(aConversionBody({ amount: value })), `amount ${label}`).to.equal('BAD_AMOUNT');
        expect(codeOf(aConversionBody({ commission: value })), `commission ${label}`).to.equal('BAD_AMOUNT');
        expect(codeOf(aConversionBody({ contractVersion: '3.2', partnerFeeAmount: value })), `partnerFeeAmount ${label}`).to.equal('BAD_AMOUNT');
      }
      expect(refusal(aConversionBody({ amount: -3 }))).to.deep.equal({ code: 'BAD_AMOUNT', detail: 'amount must be a number from 0 to 99999999999' });
    });

    it('a missing amount', () => {
      expect(refusal(without(aConversionBody(), 'amount'))).to.deep.equal({ code: 'BAD_AMOUNT', detail: 'amount is required (a number from 0 to 99999999999)' });
    });

    it('0 and the largest amount are accepted', () => {
      expect(valueOf(parseConversionReport(aConversionBody({ amount: 0 }))).amountMinor).to.equal(0);
      expect(valueOf(parseConversionReport(aConversionBody({ amount: 99_999_999_999 }))).amountMinor).to.equal(9_999_999_999_900);
    });
  });

  describe('UNKNOWN_CONTRACT_VERSION', () => {
    it('any contractVersion but the strings "3.1" and "3.2": 3.3, the number 3.2, and the like', () => {
      for (const contractVersion of ['3.3', 3.2, 3.1, '3', '3.10', ' 3.2', '3.2.0', '', null, true, ['3.2'], { v: '3.2' }]) {
        expect(codeOf(aConversionBody({ contractVersion })), JSON.stringify(contractVersion)).to.equal('UNKNOWN_CONTRACT_VERSION');
      }
    });

    it('outranks every other fault of the body, alone or together (the version decides the shape)', () => {
      const FAULTS: Record<string, Record<string, unknown>> = {
        ref: { ref: 'no dash' },
        amount: { amount: -1 },
        decimals: { amount: 12.345 },
        currency: { currency: 'euro' },
        status: { status: 'paid' },
        orderId: { externalOrderId: '' },
        commission: { commission: 'x' },
        partnerFee: { partnerFeeAmount: 'junk' },
      };
      fc.assert(
        fc.property(fc.subarray(Object.keys(FAULTS)), fc.constantFrom('3.3', 3.2, '4.0', null), (faults, contractVersion) => {
          const body = Object.assign(aConversionBody({ contractVersion }), ...faults.map((f) => FAULTS[f]));
          expect(codeOf(body), faults.join(', ')).to.equal('UNKNOWN_CONTRACT_VERSION');
        }),
      );
      // Even with every required field missing.
      expect(codeOf({ contractVersion: '3.3' })).to.equal('UNKNOWN_CONTRACT_VERSION');
    });
  });

  describe('BAD_REF', () => {
    it('every ref that is not partnerCode-shortCode of letters and digits (partner 2 to 32, short code 4 to 32)', () => {
      const refs = ['ACME', 'ACME-', '-summer24', 'A-summer24', 'ACME-abc', 'ACME-sum-mer24', 'ACME_summer24', 'ACME summer24', 'ACME-summer 24', 'ACMÉ-summer24', `${'p'.repeat(33)}-summer24`, `ACME-${'s'.repeat(33)}`, '', 42, null, ['ACME-summer24']];
      for (const ref of refs) expect(codeOf(aConversionBody({ ref })), JSON.stringify(ref)).to.equal('BAD_REF');
    });

    it('a missing ref, naming the form', () => {
      expect(refusal(without(aConversionBody(), 'ref'))).to.deep.equal({ code: 'BAD_REF', detail: 'ref is required (the tracked ref, partnerCode-shortCode (letters and digits, e.g. acme-spring24))' });
    });

    it('the boundaries are accepted: partner codes of 2 and 32, short codes of 4 and 32', () => {
      for (const [partner, link] of [['ab', 'abcd'], ['p'.repeat(32), 's'.repeat(32)]] as const) {
        expect(valueOf(parseConversionReport(aConversionBody({ ref: `${partner}-${link}` })))).to.include({ partnerCode: partner, linkCode: link });
      }
    });
  });

  describe('other codes and their precedence', () => {
    it('BAD_CURRENCY for a currency that is not three upper-case letters', () => {
      for (const currency of ['eur', 'EURO', 'EU', 'E1R', '', 978, null]) expect(codeOf(aConversionBody({ currency })), JSON.stringify(currency)).to.equal('BAD_CURRENCY');
    });

    it('BAD_REQUEST naming externalOrderId or status', () => {
      const cases: [Record<string, unknown>, string][] = [
        [without(aConversionBody(), 'externalOrderId'), 'externalOrderId is required (a string of 1 to 128 characters: your own order id)'],
        [aConversionBody({ externalOrderId: '' }), 'externalOrderId must be a string of 1 to 128 characters: your own order id'],
        [aConversionBody({ externalOrderId: 'x'.repeat(129) }), 'externalOrderId must be a string of 1 to 128 characters: your own order id'],
        [aConversionBody({ externalOrderId: 7 }), 'externalOrderId must be a string of 1 to 128 characters: your own order id'],
        [aConversionBody({ status: 'paid' }), 'status must be one of pending, validated, cancelled'],
        [without(aConversionBody(), 'status'), 'status is required (one of pending, validated, cancelled)'],
      ];
      for (const [body, detail] of cases) expect(refusal(body)).to.deep.equal({ code: 'BAD_REQUEST', detail });
    });

    it('UNKNOWN_CONTRACT_VERSION > BAD_CURRENCY > BAD_REF > BAD_AMOUNT > BAD_REQUEST', () => {
      const faults = { status: 'paid', amount: 12.345, ref: 'nodash', currency: 'eur', contractVersion: '9' };
      const order = ['contractVersion', 'currency', 'ref', 'amount', 'status'] as const;
      const codes = ['UNKNOWN_CONTRACT_VERSION', 'BAD_CURRENCY', 'BAD_REF', 'BAD_AMOUNT', 'BAD_REQUEST'];
      // Drop the strongest fault one at a time: the next one in the order wins each time.
      for (const [index, code] of codes.entries()) {
        const kept = Object.fromEntries(order.slice(index).map((field) => [field, faults[field]]));
        expect(codeOf(aConversionBody(kept)), Object.keys(kept).join(', ')).to.equal(code);
      }
    });

    it('a body that is not a JSON object is judged as {}: BAD_REF naming ref, its strongest missing field', () => {
      for (const body of ['sale', 42, null, [], true]) {
        expect(refusal(body), JSON.stringify(body)).to.deep.equal({
          code: 'BAD_REF',
          detail: 'the body must be a JSON object; ref is required (the tracked ref, partnerCode-shortCode (letters and digits, e.g. acme-spring24))',
        });
      }
    });
  });
});
