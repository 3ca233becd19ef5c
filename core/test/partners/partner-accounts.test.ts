import { expect } from 'chai';
import fc from 'fast-check';
import { MAX_COMMISSION_BPS, PartnerAccounts, partnerProblems, type NewPartner } from '../../src/partners/partner-accounts.js';
import type { PartnerRecord, TrackedLink } from '../../src/ports/partner-store.js';
import { FakePartnerStore, NOON, TestClock } from '../api/fakes.js';

const aLink = (overrides: Partial<TrackedLink> = {}): TrackedLink => ({ code: 'newsletter', archived: false, default: false, ...overrides });
const anAccount = (overrides: Partial<Pick<PartnerRecord, 'code' | 'baseRateBps' | 'commissionBps' | 'links'>> = {}) => ({
  code: 'acme',
  baseRateBps: 1000,
  commissionBps: 1000,
  links: [aLink({ code: 'default', default: true })],
  ...overrides,
});
const aNewPartner = (overrides: Partial<NewPartner> = {}): NewPartner => ({ code: 'acme', baseRateBps: 1000, ...overrides });

function theAccounts() {
  const store = new FakePartnerStore();
  return { store, accounts: new PartnerAccounts(store, new TestClock(NOON)) };
}

const linkCode = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 4, maxLength: 32 });

describe('partners: account invariants', () => {
  it('property: any rate from base to 50% with distinct valid links and exactly one live default is fine', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_COMMISSION_BPS }).chain((base) => fc.tuple(fc.constant(base), fc.integer({ min: base, max: MAX_COMMISSION_BPS }))),
        fc.uniqueArray(linkCode, { maxLength: 5 }),
        fc.nat(),
        ([baseRateBps, commissionBps], codes, pick) => {
          const defaultAt = codes.length > 0 ? pick % codes.length : -1;
          const links = codes.map((code, i) => aLink({ code, default: i === defaultAt, archived: i !== defaultAt && pick % 2 === 0 }));
          expect(partnerProblems(anAccount({ baseRateBps, commissionBps, links }))).to.deep.equal([]);
        },
      ),
    );
  });

  it('property: a commission above 50% or below the base rate is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_COMMISSION_BPS }), fc.integer({ min: 1, max: 10_000 }), (base, by) => {
        const tooLow = base - by >= 0 ? partnerProblems(anAccount({ baseRateBps: base, commissionBps: base - by })) : ['n/a'];
        const tooHigh = partnerProblems(anAccount({ baseRateBps: base, commissionBps: MAX_COMMISSION_BPS + by }));
        return tooLow.length > 0 && tooHigh.length > 0;
      }),
    );
  });

  it('names each broken rule', () => {
    const problems = (o: Parameters<typeof anAccount>[0]) => partnerProblems(anAccount(o)).join(' | ');
    expect(problems({ code: 'a' })).to.match(/partner code/);
    expect(problems({ code: 'ac-me' })).to.match(/partner code/);
    expect(problems({ baseRateBps: 5001, commissionBps: 5001 })).to.match(/baseRateBps/);
    expect(problems({ baseRateBps: 10.5, commissionBps: 20 })).to.match(/baseRateBps/);
    expect(problems({ links: [aLink({ code: 'abc' })] })).to.match(/4 to 32/);
    expect(problems({ links: [aLink(), aLink()] })).to.match(/appears twice/);
    expect(problems({ links: [aLink({ code: 'aaaa', default: true }), aLink({ code: 'bbbb', default: true })] })).to.match(/exactly one/);
    expect(problems({ links: [aLink({ code: 'aaaa' }), aLink({ code: 'bbbb' })] }), 'no default: a live sale naming no link could credit nobody').to.match(/exactly one/);
    expect(problems({ links: [aLink({ default: true, archived: true })] })).to.match(/cannot be archived/);
  });
});

describe('partners: accounts', () => {
  it('registers a pending account at its base rate, with a default tracked link', async () => {
    const { accounts, store } = theAccounts();
    const result = await accounts.register(aNewPartner());
    const expected: PartnerRecord = {
      code: 'acme',
      status: 'pending',
      baseRateBps: 1000,
      commissionBps: 1000,
      links: [{ code: 'default', archived: false, default: true }],
      createdAt: NOON,
      version: 1,
    };
    expect(result).to.deep.equal({ ok: true, value: expected });
    expect(await store.get('acme')).to.deep.equal(expected);
  });

  it('refuses a duplicate code or a broken account, and stores nothing new', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    expect((await accounts.register(aNewPartner({ baseRateBps: 2000 }))).ok).to.equal(false);
    expect((await accounts.register(aNewPartner({ code: 'beta', commissionBps: 6000 }))).ok).to.equal(false);
    expect([...store.records.keys()]).to.deep.equal(['acme']);
    expect((await store.get('acme'))!.baseRateBps).to.equal(1000);
  });

  it('approves an account, bumping its version', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    await accounts.approve('acme');
    expect(await store.get('acme')).to.include({ status: 'approved', version: 2 });
  });

  it('moves the default flag when a new default link is added', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    await accounts.addLink('acme', aLink({ code: 'summer2026', default: true }));
    expect((await store.get('acme'))!.links).to.deep.equal([aLink({ code: 'default' }), aLink({ code: 'summer2026', default: true })]);
  });

  it('refuses changes that break an invariant and leaves the account as it was', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    const before = await store.get('acme');
    expect((await accounts.archiveLink('acme', 'default')).ok).to.equal(false);
    expect((await accounts.setCommission('acme', 5001)).ok).to.equal(false);
    expect((await accounts.setCommission('acme', 999)).ok).to.equal(false);
    expect((await accounts.addLink('acme', aLink({ code: 'default' }))).ok).to.equal(false);
    expect(await store.get('acme')).to.deep.equal(before);
  });

  it('sets a commission from base to 50%', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    expect((await accounts.setCommission('acme', 5000)).ok).to.equal(true);
    expect((await store.get('acme'))!.commissionBps).to.equal(5000);
  });

  it('refuses to change an unknown account', async () => {
    const { accounts } = theAccounts();
    expect((await accounts.approve('ghost')).ok).to.equal(false);
  });

  it('loses no update under concurrent changes (compare-and-set, retried)', async () => {
    const { accounts, store } = theAccounts();
    await accounts.register(aNewPartner());
    await Promise.all([
      accounts.approve('acme'),
      accounts.setCommission('acme', 2500),
      accounts.addLink('acme', aLink({ code: 'blog' })),
      accounts.addLink('acme', aLink({ code: 'mail' })),
    ]);
    const account = (await store.get('acme'))!;
    expect(account).to.include({ status: 'approved', commissionBps: 2500, version: 5 });
    expect(account.links.map((l) => l.code).sort()).to.deep.equal(['blog', 'default', 'mail']);
  });
});
