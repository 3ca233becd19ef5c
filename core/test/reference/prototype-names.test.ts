import { expect } from 'chai';
import fc from 'fast-check';
import { GUARANTEE_SLUGS, INTENTS, LANGUAGES, US_STATES, isConvertible, normaliseTrip, parseConversionReport, parseLinkRequest, parseQuoteRequest, type RawTrip } from '@parasol/core/internal';
import { aConversionBody, aLinkBody, aQuoteBody } from '../validation/factories.js';
import { aTripBody } from '@parasol/core/test-support';
import { failureOf } from '../validation/expect-failure.js';
import { PROTOTYPE_NAMES, prototypeWordArb } from './prototype-names.js';

/**
 * The reference tables (intents, languages, US states, currencies, guarantees) are read with
 * what a caller sent. Each must answer a name of Object.prototype as unknown: a table written as
 * an object literal and indexed without an own-property check would find 'constructor' in it.
 */
describe('Reference data: Object.prototype names are unknown values', () => {
  it('holds no prototype name in any list', () => {
    for (const list of [INTENTS, LANGUAGES, US_STATES, GUARANTEE_SLUGS] as readonly (readonly string[])[]) {
      for (const name of PROTOTYPE_NAMES) expect(list, name).not.to.include(name);
    }
  });

  it('converts no currency named like a prototype property', () => {
    for (const name of PROTOTYPE_NAMES) expect(isConvertible(name), name).to.equal(false);
  });

  it('reads a prototype name as no legacy intent: normalisation passes it through', () => {
    for (const name of PROTOTYPE_NAMES) expect(normaliseTrip(aTripBody({ intent: name }) as unknown as RawTrip).intent, name).to.equal(name);
  });

  it("refuses a prototype name wherever /quotes and /links take a table's value, with that field's code (property)", () => {
    const fieldArb = fc.constantFrom(
      ['intent', 'BAD_INTENT'],
      ['language', 'BAD_LANGUAGE'],
      ['stateResidence', 'BAD_STATE_RESIDENCE'],
      ['currency', 'BAD_CURRENCY'],
      ['arrivalCountries', 'BAD_TRIP'],
    );
    fc.assert(
      fc.property(fieldArb, prototypeWordArb, fc.constantFrom(parseQuoteRequest, parseLinkRequest), ([field, code], word, parse) => {
        const trip =
          field === 'stateResidence' ? aTripBody({ countryResidence: 'US', stateResidence: word })
          : field === 'arrivalCountries' ? aTripBody({ arrivalCountries: [word] })
          : field === 'language' ? aTripBody()
          : aTripBody({ [field]: word });
        const body = parse === parseQuoteRequest ? aQuoteBody({ trip }) : aLinkBody({ trip });
        if (field === 'language') body['language'] = word;
        expect(failureOf(parse(body)).code, `${field} ${word}`).to.equal(code);
      }),
    );
  });

  it('refuses a prototype name as a postback currency, status or contract version (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(['currency', 'BAD_CURRENCY'], ['status', 'BAD_REQUEST'], ['contractVersion', 'UNKNOWN_CONTRACT_VERSION']), prototypeWordArb, ([field, code], word) => {
        expect(failureOf(parseConversionReport(aConversionBody({ [field]: word }))).code, `${field} ${word}`).to.equal(code);
      }),
    );
  });
});
