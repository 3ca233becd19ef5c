import { expect } from 'chai';
import { PartnerActivity } from '../../src/partners/partner-activity.js';
import { FakeCounterStore, NOON } from '../api/fakes.js';

describe('partners: sandbox activity', () => {
  it('counts price calls and links per partner, for good', async () => {
    const activity = new PartnerActivity(new FakeCounterStore());
    for (let i = 0; i < 12; i++) await activity.record('acme', 'sandboxPriceCalls');
    await activity.record('acme', 'sandboxLinksMinted');
    await activity.record('beta', 'sandboxLinksMinted');
    const muchLater = Date.UTC(2060, 0, 1);
    expect(await activity.read('acme', muchLater)).to.deep.equal({ sandboxPriceCalls: 12, sandboxLinksMinted: 1 });
    expect(await activity.read('beta', NOON)).to.deep.equal({ sandboxPriceCalls: 0, sandboxLinksMinted: 1 });
    expect(await activity.read('nobody', NOON)).to.deep.equal({ sandboxPriceCalls: 0, sandboxLinksMinted: 0 });
  });
});
