import { expect } from 'chai';
import fc from 'fast-check';
import { parseCoachRequest } from '@parasol/core/internal';
import { aCoachBody } from './fixtures/coach.js';
import { coachBodyArb } from './fixtures/arbitraries.js';
import { aCountryFacts } from './fixtures/country-facts.js';

const countries = aCountryFacts();

const codeOf = (body: unknown) => {
  const result = parseCoachRequest(body, countries);
  return result.ok ? 'OK' : result.failure.code;
};

const parsed = (body: unknown) => {
  const result = parseCoachRequest(body, countries);
  if (!result.ok) throw new Error(`unexpected ${result.failure.code}`);
  return result.value;
};

describe('Coach: parsing a bilan request', () => {
  it('reads a full request, upper-casing codes and defaulting the flags', () => {
    const request = parsed({ residence: 'fr', destinations: ['us', 'MX'], card: { bin: '49701234' }, trip: { friends: true }, market: 'universal', ref: 'acme-blog2024' });
    expect(request).to.deep.equal({
      residence: 'FR',
      destinations: ['US', 'MX'],
      card: { mode: 'bin', bin: '49701234' },
      trip: { friends: true, longTrip: false, riskyActivity: false },
      market: 'universal',
      ref: 'acme-blog2024',
    });
  });

  it('reads an omitted card as a no-card analysis', () => {
    expect(parsed({ residence: 'FR', destinations: ['US'] }).card).to.deep.equal({ mode: 'none' });
  });

  it('tags each card mode with its CARD_MODES name', () => {
    expect(parsed(aCoachBody({ card: { catalogueId: 7 } })).card).to.deep.equal({ mode: 'catalogueId', catalogueId: 7 });
    expect(parsed(aCoachBody({ card: { bank: 'BNP', network: 'visa', tier: 'mid' } })).card.mode).to.equal('bank');
    expect(parsed(aCoachBody({ card: { network: 'visa', tier: 'mid' } })).card).to.deep.equal({ mode: 'network', network: 'visa', tier: 'mid' });
    expect(parsed(aCoachBody({ card: { none: true } })).card).to.deep.equal({ mode: 'none' });
  });

  it('answers BAD_RESIDENCE for a residence that is not 2 letters', () => {
    for (const residence of [undefined, 'FRA', 'F', '12', 33, null, '']) expect(codeOf(aCoachBody({ residence }))).to.equal('BAD_RESIDENCE');
  });

  it('drops destinations that are not 2-letter codes and duplicates, keeping the order sent', () => {
    expect(parsed(aCoachBody({ destinations: ['jp', 'USA', 42, 'JP', 'th', null] })).destinations).to.deep.equal(['JP', 'TH']);
  });

  it('answers NO_DESTINATIONS when no valid destination remains', () => {
    for (const destinations of [undefined, [], ['USA'], [1, 2], 'US', null]) expect(codeOf(aCoachBody({ destinations }))).to.equal('NO_DESTINATIONS');
  });

  it('drops 2-letter codes that are no known country, as it drops malformed ones', () => {
    expect(parsed(aCoachBody({ destinations: ['ZZ', 'th', 'xx', 'TH', 'aq'] })).destinations).to.deep.equal(['TH', 'AQ']);
  });

  it('answers NO_DESTINATIONS when every destination is an unknown code', () => {
    for (const destinations of [['ZZ'], ['zz', 'XX'], ['ZZ', 'USA', 7]]) expect(codeOf(aCoachBody({ destinations })), JSON.stringify(destinations)).to.equal('NO_DESTINATIONS');
    // NO_DESTINATIONS keeps its place in the precedence: before a malformed card.
    expect(codeOf(aCoachBody({ destinations: ['ZZ'], card: 'x' }))).to.equal('NO_DESTINATIONS');
  });

  it('holds the residence to its shape only: an unknown 2-letter residence is read, not refused', () => {
    expect(parsed(aCoachBody({ residence: 'zz' })).residence).to.equal('ZZ');
  });

  it('drops exactly the destinations that are not known country codes (property)', () => {
    const entry = fc.oneof(fc.constantFrom<unknown>('FR', 'us', 'Th', 'ZZ', 'xx', 'QQ', 'AQ', 'KP', 'USA', ''), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 50 }), (destinations) => {
        const known = [...new Set(destinations.filter((d): d is string => typeof d === 'string' && /^[A-Za-z]{2}$/.test(d)).map((d) => d.toUpperCase()))].filter((d) => countries.isCountry(d));
        const result = parseCoachRequest(aCoachBody({ destinations }), countries);
        if (known.length === 0) expect(result).to.deep.include({ ok: false });
        else expect(result.ok && result.value.destinations).to.deep.equal(known);
      }),
    );
  });

  it('accepts 50 destination entries and answers TOO_MANY_DESTINATIONS from 51', () => {
    const codes = Array.from({ length: 51 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
    expect(codeOf(aCoachBody({ destinations: codes.slice(0, 50) }))).to.equal('OK');
    expect(codeOf(aCoachBody({ destinations: codes }))).to.equal('TOO_MANY_DESTINATIONS');
  });

  it('answers BAD_CARD for anything but exactly one card mode', () => {
    const malformed = [
      null, 'visa', {}, { none: false }, { catalogueId: '12' }, { catalogueId: 1.5 }, { catalogueId: -0.5 }, { catalogueId: null }, { catalogueId: true }, { bin: '12345' },
      { bin: '123456789' }, { bin: 497010 }, { bin: '4970 10' }, { network: 'visa' }, { tier: 'mid' }, { bank: 'BNP', tier: 'mid' },
      { bin: '497010', network: 'visa', tier: 'mid' }, { catalogueId: 1, none: true }, { network: '', tier: 'mid' }, { network: 'visa', tier: 'mid', extra: 1 },
    ];
    for (const card of malformed) expect(codeOf(aCoachBody({ card })), JSON.stringify(card)).to.equal('BAD_CARD');
  });

  it('reads any integer as a catalogueId, 0 and negative ones too: one the catalogue lacks is CARD_NOT_FOUND at resolution, not a 400 (property)', () => {
    for (const catalogueId of [0, -1, -0, 2 ** 53, 1e21]) {
      expect(parsed(aCoachBody({ card: { catalogueId } })).card, String(catalogueId)).to.deep.equal({ mode: 'catalogueId', catalogueId });
    }
    fc.assert(
      fc.property(fc.integer(), (catalogueId) => {
        expect(parsed(aCoachBody({ card: { catalogueId } })).card).to.deep.equal({ mode: 'catalogueId', catalogueId });
      }),
    );
  });

  it('answers BAD_MARKET for a market outside the six', () => {
    expect(codeOf(aCoachBody({ market: 'de' }))).to.equal('BAD_MARKET');
    expect(codeOf(aCoachBody({ market: 'FR' }))).to.equal('BAD_MARKET');
  });

  it('answers BAD_RESIDENCE for a body that is not an object: judged as {}, its first missing field is the residence', () => {
    for (const body of [undefined, null, [], 'x', 3, true, [aCoachBody()]]) expect(codeOf(body), JSON.stringify(body)).to.equal('BAD_RESIDENCE');
  });

  it('answers BAD_REQUEST for non-boolean flags or a malformed ref', () => {
    expect(codeOf(aCoachBody({ trip: 'long' }))).to.equal('BAD_REQUEST');
    expect(codeOf(aCoachBody({ trip: { longTrip: 'yes' } }))).to.equal('BAD_REQUEST');
    expect(codeOf(aCoachBody({ ref: 'no spaces allowed' }))).to.equal('BAD_REQUEST');
    expect(codeOf(aCoachBody({ ref: 12 }))).to.equal('BAD_REQUEST');
  });

  it('ignores unknown top-level and trip fields', () => {
    expect(codeOf(aCoachBody({ lang: 'fr', trip: { longTrip: true, pets: true } }))).to.equal('OK');
  });

  it('decides between several wrong fields by a fixed precedence, whatever the JSON order', () => {
    expect(codeOf({ card: 'x', market: 'zz', destinations: [], residence: 'X' })).to.equal('BAD_RESIDENCE');
    expect(codeOf({ market: 'zz', card: 'x', residence: 'FR', destinations: [] })).to.equal('NO_DESTINATIONS');
    expect(codeOf({ market: 'zz', card: 'x', residence: 'FR', destinations: ['US'] })).to.equal('BAD_CARD');
    expect(codeOf({ trip: 1, market: 'zz', residence: 'FR', destinations: ['US'] })).to.equal('BAD_MARKET');
  });

  it('parses every well-formed body (property)', () => {
    fc.assert(
      fc.property(coachBodyArb, (body) => {
        expect(codeOf(body)).to.equal('OK');
      }),
    );
  });
});
