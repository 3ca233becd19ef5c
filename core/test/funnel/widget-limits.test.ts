import { expect } from 'chai';
import { WidgetLimits } from '@parasol/core/internal';
import { FakeCounterStore, NOON } from '../api/fakes.js';

const SETTINGS = { perClientPerMinute: 3, perRefPerMinute: 4, perRefPerDay: 6 };
const MINUTE = 60_000;

describe('WidgetLimits (per-client and per-ref limits of the keyless widget)', () => {
  it('admits a client up to its limit per minute, then refuses until the next minute', async () => {
    const limits = new WidgetLimits(new FakeCounterStore(), SETTINGS);
    for (let i = 0; i < 3; i++) expect(await limits.takeClient('10.0.0.1', NOON)).to.deep.equal({ admitted: true });
    expect(await limits.takeClient('10.0.0.1', NOON + 1000)).to.deep.equal({ admitted: false, limit: 'client', retryAfterSeconds: 59 });
    expect(await limits.takeClient('10.0.0.2', NOON), 'another client has its own count').to.deep.equal({ admitted: true });
    expect(await limits.takeClient('10.0.0.1', NOON + MINUTE)).to.deep.equal({ admitted: true });
  });

  it('holds a ref to its minute and to its day, whoever calls', async () => {
    const limits = new WidgetLimits(new FakeCounterStore(), SETTINGS);
    for (let i = 0; i < 4; i++) expect((await limits.takeRef('acme-spring24', NOON)).admitted).to.equal(true);
    expect(await limits.takeRef('acme-spring24', NOON)).to.deep.equal({ admitted: false, limit: 'ref', retryAfterSeconds: 60 });
    expect((await limits.takeRef('globex-summer', NOON)).admitted, 'another ref has its own count').to.equal(true);
    expect((await limits.takeRef('acme-spring24', NOON + MINUTE)).admitted).to.equal(true);
    expect((await limits.takeRef('acme-spring24', NOON + MINUTE)).admitted).to.equal(true);
    // Six today: the day refuses, pointing at the next UTC midnight (NOON is 12:00).
    expect(await limits.takeRef('acme-spring24', NOON + 2 * MINUTE)).to.deep.equal({ admitted: false, limit: 'ref', retryAfterSeconds: 12 * 3600 - 120 });
  });

  it('gives the minute back when the day refuses, so a refused call is never counted', async () => {
    const counters = new FakeCounterStore();
    const limits = new WidgetLimits(counters, { ...SETTINGS, perRefPerDay: 1 });
    await limits.takeRef('acme-spring24', NOON);
    expect((await limits.takeRef('acme-spring24', NOON)).admitted).to.equal(false);
    const minute = [...counters.counters.entries()].find(([name]) => name.startsWith('widget:ref:acme-spring24:') && !name.endsWith('2026-03-10'));
    expect(minute?.[1].count).to.equal(1);
  });
});
