import { expect } from 'chai';
import { applyBootstrap, BootstrapError, checkBootstrap } from '../../src/api/bootstrap.js';
import { KeyLifecycle } from '../../src/auth/key-lifecycle.js';
import { SecretBox } from '../../src/auth/secret-box.js';
import { PartnerAccounts } from '../../src/partners/partner-accounts.js';
import { FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from './fakes.js';

type Doc = { partners?: Record<string, unknown>[]; keys?: Record<string, unknown>[] };

const aBootstrapPartner = (overrides: Record<string, unknown> = {}) => ({ code: 'acme', status: 'approved', baseRateBps: 1000, links: [{ code: 'newsletter', default: true }], ...overrides });
const aBootstrapKey = (overrides: Record<string, unknown> = {}) => ({
  keyId: 'ak_test_acmeSandbox01',
  secret: 'sk_test_0123456789abcdef',
  mode: 'sandbox',
  scopes: ['quotes', 'quotes.link', 'coach'],
  partner: 'acme',
  ...overrides,
});
const aBootstrapFile = (overrides: Doc = {}): Doc => ({ partners: [aBootstrapPartner()], keys: [aBootstrapKey()], ...overrides });

function theStores() {
  const clock = new TestClock(NOON);
  const keys = new FakeKeyStore();
  const partners = new FakePartnerStore();
  const deps = {
    partners: new PartnerAccounts(partners, clock),
    keys: new KeyLifecycle(keys, clock, new SequenceRandom(), new SecretBox(MASTER_KEY)),
    store: partners,
  };
  return { keys, partners, apply: (doc: unknown) => applyBootstrap(doc, deps) };
}

/** Runs `fn`, expecting a BootstrapError, and returns its message. */
async function bootstrapErrorOf(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (e) {
    expect(e).to.be.instanceOf(BootstrapError);
    return (e as Error).message;
  }
  throw new Error('expected a BootstrapError');
}

describe('bootstrap: checking the file', () => {
  it('accepts a well-formed file and fills the schema defaults', () => {
    const doc = checkBootstrap(aBootstrapFile({ partners: [aBootstrapPartner({ status: undefined })] }));
    expect(doc.partners?.[0]?.status).to.equal('pending');
    expect(doc.partners?.[0]?.links?.[0]).to.deep.equal({ code: 'newsletter', default: true, archived: false });
  });

  it('does not change the document it was given', () => {
    const file = aBootstrapFile({ partners: [{ code: 'acme', baseRateBps: 1000 }] });
    const before = structuredClone(file);
    checkBootstrap(file);
    expect(file).to.deep.equal(before);
  });

  const badFiles: [string, unknown, RegExp][] = [
    ['not an object', [], /\(root\) must be object/],
    ['an unknown top-level field', { ...aBootstrapFile(), users: [] }, /must NOT have additional properties/],
    ['a key without a secret', aBootstrapFile({ keys: [aBootstrapKey({ secret: undefined })] }), /must have required property 'secret'/],
    ['a short secret', aBootstrapFile({ keys: [aBootstrapKey({ secret: 'short' })] }), /\/keys\/0\/secret/],
    ['an unknown scope', aBootstrapFile({ keys: [aBootstrapKey({ scopes: ['admin'] })] }), /\/keys\/0\/scopes\/0/],
    ['a key id with neither prefix', aBootstrapFile({ keys: [aBootstrapKey({ keyId: 'pk_test_abcdef' })] }), /\/keys\/0\/keyId/],
    ['a sandbox id on a live key', aBootstrapFile({ keys: [aBootstrapKey({ mode: 'live' })] }), /a live key id starts with ak_live_/],
    ['a live id on a sandbox key', aBootstrapFile({ keys: [aBootstrapKey({ keyId: 'ak_live_acme01' })] }), /a sandbox key id starts with ak_test_/],
    ['a sandbox key with catalogueId', aBootstrapFile({ keys: [aBootstrapKey({ cardModes: ['bin', 'catalogueId'] })] }), /sandbox keys cannot use the catalogueId/],
    ['the same key twice', aBootstrapFile({ keys: [aBootstrapKey(), aBootstrapKey()] }), /appears twice/],
    ['the same partner twice', aBootstrapFile({ partners: [aBootstrapPartner(), aBootstrapPartner()] }), /partner acme appears twice/],
    ['a commission below the base rate', aBootstrapFile({ partners: [aBootstrapPartner({ commissionBps: 500 })] }), /partner acme: commissionBps/],
    ['two default links', aBootstrapFile({ partners: [aBootstrapPartner({ links: [{ code: 'aaaa', default: true }, { code: 'bbbb', default: true }] })] }), /exactly one/],
    ['a key crediting a partner nobody declared', aBootstrapFile({ keys: [aBootstrapKey(), aBootstrapKey({ keyId: 'ak_test_ghostKey01', partner: 'ghost' })] }), /unknown partner ghost/],
  ];
  for (const [what, file, message] of badFiles) {
    it(`refuses ${what} with a message saying where`, async () => {
      const { apply, keys, partners } = theStores();
      expect(await bootstrapErrorOf(() => apply(file))).to.match(message);
      expect(keys.records.size, 'keys written').to.equal(0);
      expect(partners.records.size, 'partners written').to.equal(0);
    });
  }

  it('lists every problem of an inconsistent file at once', async () => {
    const file = aBootstrapFile({ keys: [aBootstrapKey({ mode: 'live' }), aBootstrapKey({ keyId: 'ak_test_second01', cardModes: ['catalogueId'] })] });
    const message = await bootstrapErrorOf(() => checkBootstrap(file));
    expect(message).to.match(/ak_live_/).and.to.match(/catalogueId/);
  });
});

describe('bootstrap: applying the file', () => {
  it('creates the partners and keys it declares', async () => {
    const { apply, keys, partners } = theStores();
    const report = await apply(aBootstrapFile());
    expect(report).to.deep.equal({ partners: { created: ['acme'], updated: [] }, keys: { created: ['ak_test_acmeSandbox01'], kept: [] } });
    expect(await partners.get('acme')).to.deep.include({ status: 'approved', baseRateBps: 1000, commissionBps: 1000 });
    expect(await keys.get('ak_test_acmeSandbox01')).to.deep.include({ mode: 'sandbox', partnerCode: 'acme' });
  });

  it('is idempotent: applying the same file twice leaves the same partners and keys', async () => {
    const { apply, keys, partners } = theStores();
    await apply(aBootstrapFile());
    const keyBefore = await keys.get('ak_test_acmeSandbox01');
    const { version: _v1, ...partnerBefore } = (await partners.get('acme'))!;
    const report = await apply(aBootstrapFile());
    expect(report).to.deep.equal({ partners: { created: [], updated: ['acme'] }, keys: { created: [], kept: ['ak_test_acmeSandbox01'] } });
    expect(await keys.get('ak_test_acmeSandbox01')).to.deep.equal(keyBefore);
    const { version: _v2, ...partnerAfter } = (await partners.get('acme'))!;
    expect(partnerAfter).to.deep.equal(partnerBefore);
  });

  it('brings an existing partner to the declared state, keeping its links when the file names none', async () => {
    const { apply, partners } = theStores();
    await apply(aBootstrapFile());
    await apply({ partners: [{ code: 'acme', baseRateBps: 1200, commissionBps: 2000 }] });
    const account = (await partners.get('acme'))!;
    expect(account).to.deep.include({ baseRateBps: 1200, commissionBps: 2000 });
    expect(account.links.map((l) => l.code)).to.deep.equal(['newsletter']);
  });

  it('accepts a key crediting a partner that already exists in the store', async () => {
    const { apply, keys } = theStores();
    await apply({ partners: [aBootstrapPartner()] });
    await apply({ keys: [aBootstrapKey({ keyId: 'ak_test_later001' })] });
    expect(await keys.get('ak_test_later001')).to.deep.include({ partnerCode: 'acme' });
  });
});
