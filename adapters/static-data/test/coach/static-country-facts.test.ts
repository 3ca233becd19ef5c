import { expect } from 'chai';
import fc from 'fast-check';
import { SHIPPED_COUNTRY_FACTS, StaticCountryFacts } from '../../src/index.js';

const facts = new StaticCountryFacts();
const CODES = SHIPPED_COUNTRY_FACTS.countries.map((c) => c.code);
const anyCode = fc.constantFrom(...CODES);
const EU27 = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');

describe('static-data: StaticCountryFacts', () => {
  it('knows the 249 ISO 3166-1 alpha-2 codes, once each, upper case as ISO writes them', () => {
    expect(CODES).to.have.length(249);
    expect(new Set(CODES).size).to.equal(249);
    for (const code of ['FR', 'US', 'AQ', 'SS', 'BQ', 'CW', 'SX']) expect(facts.isCountry(code), code).to.equal(true);
    for (const code of ['XK', 'UK', 'EU', 'fr', 'FRA', '']) expect(facts.isCountry(code), code).to.equal(false);
  });

  it('names every code with a known source note', () => {
    for (const country of SHIPPED_COUNTRY_FACTS.countries) expect(SHIPPED_COUNTRY_FACTS.sources, country.code).to.have.property(country.source);
  });

  it('reads the United States on their own, Canada, Japan and Australia as high', () => {
    expect(facts.costLevel('US')).to.equal('us');
    for (const code of ['CA', 'JP', 'AU']) expect(facts.costLevel(code), code).to.equal('high');
    expect(CODES.filter((code) => facts.costLevel(code) === 'us')).to.deep.equal(['US']);
    expect(facts.costLevel('FR')).to.equal('mid');
    expect(facts.costLevel('VN')).to.equal('low');
  });

  it('leaves a few places without data, and only those', () => {
    const unknown = CODES.filter((code) => facts.costLevel(code) === undefined);
    expect(unknown).to.include.members(['AQ', 'BV', 'HM']);
    expect(unknown.length).to.be.within(1, 12);
    expect(facts.costLevel('ZZ')).to.equal(undefined);
  });

  it('gives an EU resident the EU, the EEA and Switzerland as health zone', () => {
    const zone = facts.healthZone('DE');
    for (const code of [...EU27, 'IS', 'LI', 'NO', 'CH', 'RE', 'GP']) expect(zone.has(code), code).to.equal(true);
    for (const code of ['US', 'TR', 'MA', 'AD']) expect(zone.has(code), code).to.equal(false);
  });

  it('adds the bilateral arrangements: the UK card in the EU, Monaco and the French collectivities for France', () => {
    expect(facts.healthZone('FR').has('GB')).to.equal(true);
    expect(facts.healthZone('FR').has('MC')).to.equal(true);
    expect(facts.healthZone('GB').has('ES')).to.equal(true);
    expect(facts.healthZone('GB').has('IS')).to.equal(false);
  });

  it('keeps residents of other countries to their own country', () => {
    for (const code of ['US', 'CA', 'SG', 'MY', 'JP', 'AU']) expect([...facts.healthZone(code)], code).to.deep.equal([code]);
    expect([...facts.healthZone('ZZ')]).to.deep.equal(['ZZ']);
  });

  it('always holds the residence itself, and covers both ways', () => {
    fc.assert(
      fc.property(anyCode, anyCode, (residence, other) => {
        const zone = facts.healthZone(residence);
        expect(zone.has(residence)).to.equal(true);
        expect(facts.healthZone(other).has(residence)).to.equal(zone.has(other));
      }),
    );
  });
});
