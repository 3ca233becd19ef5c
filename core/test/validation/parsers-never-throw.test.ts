import { expect } from 'chai';
import fc from 'fast-check';
import { type Result } from '@parasol/core';
import { parseCoachRequest, parseConversionReport, parseLinkRequest, parseQuoteRequest } from '@parasol/core/internal';
import { aCoachBody } from '../coach/fixtures/coach.js';
import { aCountryFacts } from '../coach/fixtures/country-facts.js';
import { PROTOTYPE_NAMES } from '../reference/prototype-names.js';
import { aConversionBody, aLinkBody, aQuoteBody } from './factories.js';

const countries = aCountryFacts();

/** Each parser with a valid body whose fields the property replaces. */
const PARSERS: readonly (readonly [name: string, parse: (body: unknown) => Result<unknown>, valid: Record<string, unknown>])[] = [
  ['quotes', parseQuoteRequest, aQuoteBody()],
  ['links', parseLinkRequest, aLinkBody()],
  ['postback', parseConversionReport, aConversionBody({ commission: 4.25, currency: 'EUR', contractVersion: '3.2', partnerFeeAmount: 1.5 })],
  ['coach', (body) => parseCoachRequest(body, countries), aCoachBody()],
];

/** Any JSON value, with the awkward ones made likely: huge and tiny numbers, prototype names. */
const awkwardValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom<unknown>(1e300, -1e300, 1e20, 5e-324, -0, 99_999_999_999, 100_000_000_000, 12.345, ...PROTOTYPE_NAMES),
);

/**
 * A parser answers every body with a Result: a refusal is a 400 with the spec's code, never an
 * exception (which the pipeline could only answer with a 500). The checks a schema cannot state
 * run beside the schema, on fields it may have refused, so they must hold for any value.
 */
describe('Body parsers never throw', () => {
  for (const [name, parse, valid] of PARSERS) {
    it(`${name}: any field of a valid body replaced by any JSON value gives a Result (property)`, () => {
      const fields = [...Object.keys(valid), 'trip', 'currency', 'amount', 'commission', 'partnerFeeAmount'];
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...fields), awkwardValue, { maxKeys: 3 }), (changes) => {
          const body = { ...valid, ...changes };
          let result: Result<unknown> | undefined;
          expect(() => (result = parse(body)), JSON.stringify(changes)).not.to.throw();
          expect(result).to.have.property('ok');
        }),
        { numRuns: 300 },
      );
    });
  }
});
