import { expect } from 'chai';
import { StaticFormalities, UnavailableFormalities } from '../../src/index.js';

const formalities = new StaticFormalities();

describe('static-data: StaticFormalities', () => {
  it('asks a visa-required resident for a Schengen visa and 30,000 EUR of medical cover', async () => {
    expect(await formalities.forTrip('IN', ['FR'])).to.deep.equal([
      { country: 'FR', insuranceRequired: true, minimumMedicalEur: 30000, visaRequired: true },
    ]);
  });

  it('asks nothing of visa-exempt residents in the Schengen area, nor of residents inside it', async () => {
    const exempt = { insuranceRequired: false, minimumMedicalEur: null, visaRequired: false };
    expect(await formalities.forTrip('US', ['IT', 'CH'])).to.deep.equal([{ country: 'IT', ...exempt }, { country: 'CH', ...exempt }]);
    expect(await formalities.forTrip('FR', ['DE'])).to.deep.equal([{ country: 'DE', ...exempt }]);
  });

  it('requires insurance in Cuba and Qatar from every visitor, with or without a visa', async () => {
    const answers = await formalities.forTrip('MY', ['CU', 'QA']);
    expect(answers.map((a) => [a.country, a.insuranceRequired, a.visaRequired])).to.deep.equal([['CU', true, false], ['QA', true, false]]);
    expect((await formalities.forTrip('US', ['CU']))[0]).to.include({ insuranceRequired: true, visaRequired: true });
  });

  it('answers once per destination with a rule, in the order sent, leaving out the others and the residence', async () => {
    const answers = await formalities.forTrip('FR', ['JP', 'CU', 'FR', 'CU', 'AE']);
    expect(answers.map((a) => a.country)).to.deep.equal(['CU', 'AE']);
    expect(await formalities.forTrip('US', ['JP', 'MX'])).to.deep.equal([]);
  });

  it('refuses a rule naming an unknown visa list, or two rules for one country', () => {
    const rule = { id: 'x', destinations: ['FR'], visa: { required: 'listed' as const, list: 'nope' }, insurance: { when: 'visa' as const, minimumMedicalEur: null }, source: 's' };
    expect(() => new StaticFormalities({ kind: 'formalities', version: '2025.1.0', visaLists: {}, rules: [rule] })).to.throw(TypeError, /unknown visa list/);
    const everyone = { ...rule, visa: { required: 'all' as const } };
    expect(() => new StaticFormalities({ kind: 'formalities', version: '2025.1.0', visaLists: {}, rules: [everyone, { ...everyone, id: 'y' }] })).to.throw(TypeError, /both cover FR/);
  });

  it('has an unavailable twin that rejects, for the FORMALITIES_UNAVAILABLE path', async () => {
    const failure = await new UnavailableFormalities().forTrip('FR', ['US']).then(() => undefined, (e: unknown) => e);
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.match(/unavailable/);
  });
});
