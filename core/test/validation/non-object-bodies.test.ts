import { expect } from 'chai';
import fc from 'fast-check';
import { type Result } from '@parasol/core';
import { parseCoachRequest, parseConversionReport, parseLinkRequest, parseQuoteRequest } from '@parasol/core/internal';
import { aCountryFacts } from '../coach/fixtures/country-facts.js';
import { failureOf } from './expect-failure.js';

const countries = aCountryFacts();

/**
 * Every body parser with the spec's code for a body that is valid JSON but no object, and the
 * code the documented precedence gives the body's first missing required field. The spec has no
 * code for "not an object" (BAD_REQUEST was the catalogue's own): such a body sends none of the
 * fields, so it is refused as `{}` is. /links misses both trip and sessionId, and BAD_TRIP comes
 * before MISSING_SESSION_ID in the precedence (docs/validation.md); the postback's first missing
 * field is its ref (BAD_REF).
 */
const PARSERS: readonly (readonly [name: string, parse: (body: unknown) => Result<unknown>, code: string])[] = [
  ['POST /api/v1/travel/quotes', parseQuoteRequest, 'BAD_TRIP'],
  ['POST /api/v1/travel/links', parseLinkRequest, 'BAD_TRIP'],
  ['POST /api/postback/conversion', parseConversionReport, 'BAD_REF'],
  ['POST /api/v1/coach/bilan', (body) => parseCoachRequest(body, countries), 'BAD_RESIDENCE'],
];

const NOT_OBJECTS: readonly unknown[] = [null, 42, 'text', [], true, false, 0, '', [{}], [{ trip: {} }]];

describe('Body parsers: valid JSON that is not an object', () => {
  for (const [name, parse, code] of PARSERS) {
    it(`${name}: ${code} for null, 42, "text", [], true...`, () => {
      for (const body of NOT_OBJECTS) expect(failureOf(parse(body)).code, JSON.stringify(body)).to.equal(code);
    });

    it(`${name}: the same code as an empty object, the detail saying the body is no object (property)`, () => {
      const empty = failureOf(parse({}));
      expect(empty.code).to.equal(code);
      const notObject = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.integer(), fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }));
      fc.assert(
        fc.property(notObject, (body) => {
          const failure = failureOf(parse(body));
          expect(failure.code, JSON.stringify(body)).to.equal(empty.code);
          expect(failure.detail, JSON.stringify(body)).to.equal(`the body must be a JSON object; ${empty.detail}`);
        }),
      );
    });
  }
});
