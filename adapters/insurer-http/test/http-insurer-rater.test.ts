import { expect } from 'chai';
import type { RatingOutcome } from '@parasol/core';
import { HttpInsurerRater } from '../src/index.js';
import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from '../../../tools/sims/src/insurer-sim/index.js';
import { aRatingRequest, anEndpoint, noDeadline } from './fixtures.js';
import { aTrip } from '@parasol/core/test-support';

describe('insurer-http: HttpInsurerRater against the insurer simulator', () => {
  let rater: HttpInsurerRater;
  const simulators: InsurerSimulator[] = [];
  const anInsurer = async (options: InsurerSimulatorOptions = {}) => {
    const simulator = await startInsurerSimulator(options);
    simulators.push(simulator);
    return simulator;
  };

  beforeEach(() => {
    rater = new HttpInsurerRater();
  });
  afterEach(async () => {
    rater.close();
    await Promise.all(simulators.splice(0).map((simulator) => simulator.close()));
  });

  const pricedProducts = (outcome: RatingOutcome) => {
    if (outcome.kind !== 'priced') expect.fail(`expected a priced outcome, got ${JSON.stringify(outcome)}`);
    return outcome.products;
  };

  it('prices every product and maps each product code back to its offer', async () => {
    const insurer = await anInsurer({ pricePerDayMinor: 200 });
    const products = pricedProducts(await rater.rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline()));
    expect(products.map((p) => p.offerId)).to.deep.equal([101, 102]);
    for (const product of products) {
      expect(Number.isSafeInteger(product.amountMinor) && (product.amountMinor as number) > 0).to.equal(true);
      expect(product).to.include({ currency: 'EUR', isStartingPrice: false, period: null });
    }
  });

  it('passes on unpriced products, starting prices and the yearly period of an annual cover', async () => {
    const insurer = await anInsurer({ products: { ESSENTIAL: 'unpriced', PREMIUM: 'startingPrice' } });
    const request = aRatingRequest({ trip: aTrip({ intent: 'annual', isAnnual: true }) });
    const [essential, premium] = pricedProducts(await rater.rate(anEndpoint(insurer.url), request, noDeadline()));
    expect(essential).to.deep.equal({ offerId: 101, amountMinor: null, currency: 'EUR', isStartingPrice: false, period: 'P1Y' });
    expect(premium).to.include({ offerId: 102, isStartingPrice: true, period: 'P1Y' });
  });

  it('gives one price to every offer that shares a product code', async () => {
    const insurer = await anInsurer();
    const request = aRatingRequest({ products: [{ offerId: 7, productCode: 'SAME' }, { offerId: 8, productCode: 'SAME' }] });
    const [first, second] = pricedProducts(await rater.rate(anEndpoint(insurer.url), request, noDeadline()));
    expect([first?.offerId, second?.offerId]).to.deep.equal([7, 8]);
    expect(first?.amountMinor).to.equal(second?.amountMinor);
  });

  it('reads an HTTP error as failed', async () => {
    const insurer = await anInsurer({ errorRate: 1 });
    expect(await rater.rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'HTTP 500' });
  });

  it('reads an insurer refusing the request (wrong currency) as failed', async () => {
    const insurer = await anInsurer({ currency: 'GBP' });
    expect(await rater.rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'HTTP 400' });
  });

  it('reads every kind of malformed answer as failed', async () => {
    const insurer = await anInsurer({ malformedRate: 1 });
    const reasons: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await rater.rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline());
      expect(outcome.kind).to.equal('failed');
      if (outcome.kind === 'failed') reasons.push(outcome.reason);
    }
    expect(reasons).to.deep.equal([
      'body is not JSON',
      'answer does not match the schema: /products/0/premium/amountMinor must be integer',
      'answer does not match the schema: / must have required property \'products\'',
      'content-type text/html',
    ]);
  });

  it('reads an answer above the size limit as failed', async () => {
    const small = new HttpInsurerRater({ maxAnswerBytes: 32 });
    try {
      const insurer = await anInsurer();
      expect(await small.rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'answer larger than 32 bytes' });
    } finally {
      small.close();
    }
  });

  it('times out a hanging insurer at its own timeout', async () => {
    const insurer = await anInsurer({ hang: true });
    expect(await rater.rate(anEndpoint(insurer.url, 100), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'timeout' });
  });

  it('times out when the quote deadline aborts first, even with a patient per-insurer timeout', async () => {
    const insurer = await anInsurer({ hang: true });
    const deadline = new AbortController();
    const outcome = rater.rate(anEndpoint(insurer.url, 600_000), aRatingRequest(), deadline.signal);
    setTimeout(() => deadline.abort(), 20);
    expect(await outcome).to.deep.equal({ kind: 'timeout' });
  });

  it('sends nothing once the quote deadline has passed', async () => {
    const insurer = await anInsurer();
    expect(await rater.rate(anEndpoint(insurer.url), aRatingRequest(), AbortSignal.abort())).to.deep.equal({ kind: 'timeout' });
    expect(insurer.requestCount()).to.equal(0);
  });

  it('reads an unreachable insurer and a bad ratingUrl as failed, without throwing', async () => {
    const closed = await anInsurer();
    await closed.close();
    expect(await rater.rate(anEndpoint(closed.url), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'connection: ECONNREFUSED' });
    const notAUrl = anEndpoint('not a url');
    for (let call = 0; call < 2; call += 1) {
      expect(await rater.rate(notAUrl, aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'ratingUrl is not a URL' });
    }
    expect(await rater.rate(anEndpoint('ftp://127.0.0.1/rate'), aRatingRequest(), noDeadline())).to.deep.equal({ kind: 'failed', reason: 'ratingUrl is not http(s): ftp:' });
  });

  it('reads a request it cannot even send as failed, without throwing', async () => {
    const insurer = await anInsurer();
    const unsendable = aRatingRequest({ trip: aTrip({ tripPrice: 10n as unknown as number }) });
    const outcome = await rater.rate(anEndpoint(insurer.url), unsendable, noDeadline());
    expect(outcome.kind === 'failed' && outcome.reason).to.match(/^request not sent: /);
    expect(insurer.requestCount()).to.equal(0);
  });

  it('sends exactly one request per call, whatever the outcome', async () => {
    const outcomes = { priced: await anInsurer(), failed: await anInsurer({ errorRate: 1 }), malformed: await anInsurer({ malformedRate: 1 }), timeout: await anInsurer({ hang: true }) };
    for (const [kind, insurer] of Object.entries(outcomes)) {
      for (let call = 1; call <= 3; call += 1) {
        const outcome = await rater.rate(anEndpoint(insurer.url, 100), aRatingRequest(), noDeadline());
        expect(outcome.kind).to.equal(kind === 'malformed' ? 'failed' : kind);
        expect(insurer.requestCount(), kind).to.equal(call);
      }
    }
  });

  it('keeps the connection to an insurer alive from one call to the next', async () => {
    const insurer = await anInsurer();
    // One endpoint object for every call, as a catalogue hands it out.
    const endpoint = anEndpoint(insurer.url);
    for (let call = 0; call < 5; call += 1) expect((await rater.rate(endpoint, aRatingRequest(), noDeadline())).kind).to.equal('priced');
    expect(insurer.requestCount()).to.equal(5);
    expect(insurer.connectionCount()).to.equal(1);
  });
});
