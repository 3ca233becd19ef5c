import { expect } from 'chai';
import type { RateSet } from '@parasol/core';
import { HttpFxRates, REFERENCE_RATE_SET } from '../../src/index.js';
import { aManualClock, startRateFeed, type FeedAnswer } from './rate-feed-server.js';

const aFeedSet = (usd: string, asOf = '2026-11-21'): RateSet => ({
  ...REFERENCE_RATE_SET,
  asOf,
  source: 'test feed',
  rates: { ...REFERENCE_RATE_SET.rates, USD: usd },
});

describe('static-data: HttpFxRates', () => {
  let answers: FeedAnswer[];
  let feed: Awaited<ReturnType<typeof startRateFeed>>;
  const answering = (...next: FeedAnswer[]) => {
    answers = next;
  };

  beforeEach(async () => {
    answers = [];
    feed = await startRateFeed(() => answers.shift() ?? { status: 500, body: { error: 'nothing scripted' } });
  });
  afterEach(() => feed.close());

  const ratesFrom = (options: { ttlMs?: number; retryAfterMs?: number; timeoutMs?: number; failures?: string[] } = {}) => {
    const clock = aManualClock();
    const { failures, ...rest } = options;
    const rates = new HttpFxRates({ url: feed.url, clock, ttlMs: 60_000, ...rest, onRefreshFailed: (reason) => failures?.push(reason) });
    return { rates, clock };
  };

  it('serves the feed set and reads the feed again only once the TTL has passed', async () => {
    answering({ status: 200, body: aFeedSet('1.2000') }, { status: 200, body: aFeedSet('1.2100', '2026-11-22') });
    const { rates, clock } = ratesFrom({ ttlMs: 60_000 });
    expect((await rates.current()).rates['USD']).to.equal('1.2000');
    clock.advance(59_999);
    expect((await rates.current()).rates['USD']).to.equal('1.2000');
    expect(feed.reads()).to.equal(1);
    clock.advance(1);
    expect((await rates.current()).asOf).to.equal('2026-11-22');
    expect(feed.reads()).to.equal(2);
  });

  it('keeps the last good set when the feed answers an invalid set, and says why', async () => {
    const { USD: _dropped, ...withoutUsd } = aFeedSet('1.3').rates;
    answering({ status: 200, body: aFeedSet('1.2000') }, { status: 200, body: { ...aFeedSet('1.3'), rates: withoutUsd } });
    const failures: string[] = [];
    const { rates, clock } = ratesFrom({ ttlMs: 1000, failures });
    await rates.current();
    clock.advance(1000);
    expect((await rates.current()).rates['USD']).to.equal('1.2000');
    expect(failures).to.have.length(1);
    expect(failures[0]).to.contain('missing rates: USD');
  });

  it('serves the bundled reference set until the feed first answers well', async () => {
    answering({ status: 503, body: { error: 'down' } });
    const failures: string[] = [];
    const { rates } = ratesFrom({ failures });
    expect(await rates.current()).to.equal(REFERENCE_RATE_SET);
    expect(failures[0]).to.contain('HTTP 503');
  });

  it('does not hit a failing feed again before retryAfterMs', async () => {
    answering({ status: 500, body: {} }, { status: 200, body: aFeedSet('1.2500') });
    const { rates, clock } = ratesFrom({ retryAfterMs: 5000 });
    await rates.current();
    clock.advance(4999);
    await rates.current();
    expect(feed.reads()).to.equal(1);
    clock.advance(1);
    expect((await rates.current()).rates['USD']).to.equal('1.2500');
    expect(feed.reads()).to.equal(2);
  });

  it('gives up on a feed that hangs past timeoutMs and serves the set it has', async () => {
    answering('hang');
    const failures: string[] = [];
    const { rates } = ratesFrom({ timeoutMs: 50, failures });
    expect(await rates.current()).to.equal(REFERENCE_RATE_SET);
    expect(failures).to.have.length(1);
  });

  it('shares one feed read between concurrent callers', async () => {
    answering({ status: 200, body: aFeedSet('1.2000') });
    const { rates } = ratesFrom();
    const sets = await Promise.all([rates.current(), rates.current(), rates.current()]);
    expect(sets.map((set) => set.rates['USD'])).to.deep.equal(['1.2000', '1.2000', '1.2000']);
    expect(feed.reads()).to.equal(1);
  });

  it('refuses a body that is not JSON', async () => {
    answering({ status: 200, body: undefined });
    const failures: string[] = [];
    const { rates } = ratesFrom({ failures });
    expect(await rates.current()).to.equal(REFERENCE_RATE_SET);
    expect(failures).to.have.length(1);
  });
});
