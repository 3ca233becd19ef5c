import { expect } from 'chai';
import { BootstrapError } from '@parasol/core';
import { aSecuredParasol, outcome, type SecuredParasol } from './security-harness.js';

const META = '/api/v1/travel/meta';
const SECRET = 'sk_test_bootstrapSecret0001';

const aBootstrapFile = () => ({
  partners: [{ code: 'acme', status: 'approved', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'newsletter', default: true }] }],
  keys: [
    { keyId: 'ak_test_acmeSandbox01', secret: SECRET, mode: 'sandbox', scopes: ['quotes', 'quotes.link'], partner: 'acme' },
    { keyId: 'ak_live_acmeLive0001', secret: 'sk_live_bootstrapSecret0001', mode: 'live', scopes: ['quotes'], partner: 'acme', quota: { reads: 900, writes: 90 } },
  ],
});

async function nothingWritten(h: SecuredParasol) {
  expect(await h.stores.partners.get('acme')).to.equal(undefined);
  expect(await h.stores.keys.get('ak_test_acmeSandbox01')).to.equal(undefined);
  expect(await h.stores.keys.listByPartner('acme')).to.deep.equal([]);
}

async function refusal(h: SecuredParasol, file: unknown): Promise<string> {
  try {
    await h.parasol.admin.bootstrap(file);
  } catch (e) {
    expect(e).to.be.instanceOf(BootstrapError);
    return (e as Error).message;
  }
  throw new Error('expected a BootstrapError');
}

describe('security gate: bootstrap file (facade)', () => {
  it('loads partners and keys that then sign calls', async () => {
    const h = aSecuredParasol();
    await h.parasol.admin.bootstrap(aBootstrapFile());
    expect(outcome(await h.call({ keyId: 'ak_test_acmeSandbox01', secret: SECRET }, META))).to.equal('OK');
    expect(await h.stores.partners.get('acme')).to.deep.include({ status: 'approved', commissionBps: 1500 });
    expect((await h.storedKey('ak_live_acmeLive0001')).quota).to.deep.equal({ reads: 900, writes: 90 });
  });

  it('is idempotent: a second load keeps the keys and their secrets, and the partners as declared', async () => {
    const h = aSecuredParasol();
    await h.parasol.admin.bootstrap(aBootstrapFile());
    const keysBefore = await h.stores.keys.listByPartner('acme');
    const report = await h.parasol.admin.bootstrap(aBootstrapFile());
    expect(report.keys).to.deep.equal({ created: [], kept: ['ak_test_acmeSandbox01', 'ak_live_acmeLive0001'] });
    expect(report.partners).to.deep.equal({ created: [], updated: ['acme'] });
    expect(await h.stores.keys.listByPartner('acme')).to.deep.equal(keysBefore);
    expect(await h.stores.partners.get('acme')).to.deep.include({ status: 'approved', baseRateBps: 1000, commissionBps: 1500 });
    expect(outcome(await h.call({ keyId: 'ak_test_acmeSandbox01', secret: SECRET }, META))).to.equal('OK');
  });

  it('refuses a bad file with a BootstrapError saying what is wrong, and writes nothing', async () => {
    const broken = aBootstrapFile();
    (broken.keys[1] as Record<string, unknown>)['scopes'] = ['quotes', 'admin'];
    const h = aSecuredParasol();
    expect(await refusal(h, broken)).to.match(/bootstrap\.schema\.json/).and.to.match(/\/keys\/1\/scopes\/1/);
    await nothingWritten(h);
  });

  it('refuses a key whose id prefix contradicts its mode, and writes nothing', async () => {
    const h = aSecuredParasol();
    const file = aBootstrapFile();
    file.keys[0]!.mode = 'live';
    expect(await refusal(h, file)).to.match(/ak_test_acmeSandbox01: a live key id starts with ak_live_/);
    await nothingWritten(h);
  });

  it('refuses a sandbox key declaring catalogueId, and writes nothing', async () => {
    const h = aSecuredParasol();
    const file = aBootstrapFile();
    Object.assign(file.keys[0]!, { cardModes: ['catalogueId'] });
    expect(await refusal(h, file)).to.match(/catalogueId/);
    await nothingWritten(h);
  });

  it('refuses a key crediting an unknown partner before writing the valid entries before it', async () => {
    const h = aSecuredParasol();
    const file = aBootstrapFile();
    file.keys[1]!.partner = 'ghost';
    expect(await refusal(h, file)).to.match(/ak_live_acmeLive0001: unknown partner ghost/);
    await nothingWritten(h);
  });
});
