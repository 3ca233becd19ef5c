import { expect } from 'chai';
import { SHIPPED_COUNTRY_FACTS } from '@parasol/static-data';
import { countryOptions, isCountry } from '../src/i18n/countries.js';
import { pageLanguage } from '../src/i18n/languages.js';

describe('web: the country list of the widget and the funnel forms', () => {
  it("offers exactly ISO 3166-1's current codes (the shipped country facts' 249) plus Kosovo's XK, no withdrawn code", () => {
    const iso = SHIPPED_COUNTRY_FACTS.countries.map((c) => c.code);
    expect(iso).to.have.length(249);
    const offered = countryOptions(pageLanguage('en')).map((c) => c.code);
    expect([...offered].sort()).to.deep.equal([...iso, 'XK'].sort());
    for (const withdrawn of ['DY', 'HV', 'NH', 'VD', 'RH', 'ZR', 'YU']) expect(isCountry(withdrawn), withdrawn).to.equal(false);
  });
});
