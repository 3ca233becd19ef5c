import { expect } from 'chai';
import { SCOPES } from '@parasol/core';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, GUARANTEE_GROUPS, GUARANTEE_STATE_NAMES, INTENTS, LANGUAGES, LEGACY_INTENTS, LIMITS, MAX_AMOUNT, US_STATES } from '@parasol/core/internal';
import { MAX_MINOR } from '../../src/money/index.js';
import { at, schemaNamed, subschemas } from './schema-documents.js';

/** The schemas restate the reference constants; these tests keep the two from drifting apart. */
describe('schema enums and limits match core/src/reference', () => {
  const trip = schemaNamed('trip');
  const normalised = schemaNamed('normalised-trip');
  const meta = schemaNamed('meta-response');

  it('intents: the 16 trip types, plus the legacy names on input only', () => {
    expect(at(trip, '/properties/intent/enum')).to.deep.equal([...INTENTS, ...Object.keys(LEGACY_INTENTS)]);
    expect(at(normalised, '/properties/intent/enum')).to.deep.equal([...INTENTS]);
    expect(at(meta, '/properties/trip/properties/intents/items/enum')).to.deep.equal([...INTENTS]);
  });

  it('languages: the 26 funnel languages wherever a language appears, en by default on input', () => {
    for (const [name, pointer] of [
      ['quote-request', '/properties/language/enum'],
      ['link-request', '/properties/language/enum'],
      ['quote-response', '/properties/meta/properties/language/enum'],
      ['link-response', '/properties/meta/properties/language/enum'],
      ['meta-response', '/properties/trip/properties/languages/items/enum'],
    ] as const) {
      expect(at(schemaNamed(name), pointer), `${name}${pointer}`).to.deep.equal([...LANGUAGES]);
    }
    expect(at(schemaNamed('quote-request'), '/properties/language/default')).to.equal(DEFAULT_LANGUAGE);
    expect(at(schemaNamed('link-request'), '/properties/language/default')).to.equal(DEFAULT_LANGUAGE);
  });

  it('guarantee states and groups', () => {
    expect(at(schemaNamed('offer'), '/$defs/guaranteeState/enum')).to.deep.equal([...GUARANTEE_STATE_NAMES]);
    expect(at(meta, '/properties/guarantees/items/properties/group/enum')).to.deep.equal([...GUARANTEE_GROUPS]);
  });

  it('US states: the 51 codes wherever stateResidence is checked or listed', () => {
    expect(at(trip, '/allOf/1/then/properties/stateResidence/enum')).to.deep.equal([...US_STATES]);
    expect(at(normalised, '/properties/stateResidence/enum')).to.deep.equal([...US_STATES]);
    expect(at(meta, '/properties/usStates/items/enum')).to.deep.equal([...US_STATES]);
    expect(at(meta, '/properties/usStates/minItems')).to.equal(US_STATES.length);
  });

  it('key scopes', () => {
    expect(at(meta, '/properties/key/properties/scopes/items/enum')).to.deep.equal([...SCOPES]);
  });

  it('trip limits and defaults', () => {
    for (const schema of [trip, normalised]) {
      expect(at(schema, '/properties/arrivalCountries/minItems')).to.equal(LIMITS.minDestinations);
      expect(at(schema, '/properties/arrivalCountries/maxItems')).to.equal(LIMITS.maxDestinations);
      expect(at(schema, '/properties/travellers/minItems')).to.equal(LIMITS.minTravellers);
      expect(at(schema, '/properties/travellers/maxItems')).to.equal(LIMITS.maxTravellers);
    }
    expect(at(schemaNamed('traveller'), '/properties/age/minimum')).to.equal(LIMITS.minAge);
    expect(at(schemaNamed('traveller'), '/properties/age/maximum')).to.equal(LIMITS.maxAge);
    expect(at(normalised, '/properties/travellers/items/properties/age/maximum')).to.equal(LIMITS.maxAge);
    expect(at(trip, '/properties/currency/default')).to.equal(DEFAULT_CURRENCY);
    expect(at(schemaNamed('postback-request'), '/properties/currency/default')).to.equal(DEFAULT_CURRENCY);
  });

  it('linkCode: alphanumeric within the link code limits', () => {
    expect(at(schemaNamed('link-request'), '/properties/linkCode/pattern')).to.equal(`^[A-Za-z0-9]{${LIMITS.linkCodeMin},${LIMITS.linkCodeMax}}$`);
  });

  it('every amount ceiling is MAX_AMOUNT, which converts to minor units exactly even with four decimals', () => {
    const ceilings = ['trip', 'normalised-trip', 'postback-request'].flatMap((name) =>
      subschemas(schemaNamed(name as 'trip')).filter(([, node]) => node['type'] === 'number' && 'maximum' in node).map(([, node]) => node['maximum']),
    );
    expect(ceilings).to.have.length.greaterThan(5);
    for (const ceiling of ceilings) expect(ceiling).to.equal(MAX_AMOUNT);
    expect(MAX_AMOUNT * 10 ** 4).to.be.at.most(MAX_MINOR);
  });
});
