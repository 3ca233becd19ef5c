import { expect } from 'chai';
import { PartnerAccounts } from '../../src/partners/partner-accounts.js';
import { FakePartnerStore, NOON, TestClock } from '../api/fakes.js';

describe('partners: choosing the default tracked link', () => {
  const anAccount = async () => {
    const accounts = new PartnerAccounts(new FakePartnerStore(), new TestClock(NOON));
    const links = [
      { code: 'web1', archived: false, default: true },
      { code: 'blog2', archived: false, default: false },
      { code: 'old3', archived: true, default: false },
    ];
    if (!(await accounts.register({ code: 'acme', baseRateBps: 1000, links })).ok) throw new Error('set-up');
    return accounts;
  };

  it('moves the default to another active link: exactly one default, and get() reads it back', async () => {
    const accounts = await anAccount();
    const moved = await accounts.setDefaultLink('acme', 'blog2');
    expect(moved.ok && moved.value.links.filter((l) => l.default).map((l) => l.code)).to.deep.equal(['blog2']);
    expect((await accounts.get('acme'))?.links.find((l) => l.default)?.code).to.equal('blog2');
  });

  it('refuses an archived link, a link the partner does not have and an unknown partner, changing nothing', async () => {
    const accounts = await anAccount();
    for (const [partner, link] of [['acme', 'old3'], ['acme', 'nope9'], ['globex', 'web1']] as const) {
      const refused = await accounts.setDefaultLink(partner, link);
      expect(refused.ok ? 'OK' : refused.failure.code, `${partner} ${link}`).to.equal('BAD_REQUEST');
    }
    expect((await accounts.get('acme'))?.links.find((l) => l.default)?.code).to.equal('web1');
  });
});
