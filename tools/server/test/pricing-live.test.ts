import { expect } from 'chai';
import { pricingModule, type Caller, type Logger, type Result, type OperationSuccess } from '@parasol/core';
import { PriceTrip, SessionTokens, schemaIdOf, validateAgainst, type QuoteResponse, type Trip } from '@parasol/core/internal';
import { HttpInsurerRater } from '@parasol/insurer-http';
import { SAMPLE_CATALOGUE_PATH, StaticFxRates, loadCatalogueFile } from '@parasol/static-data';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from '@parasol/sims';
import { createEmbeddedParasol } from '../src/index.js';
import { aCaller, countingRandom, fixedClock } from '../../../core/test/pricing/fixtures.js';
import { aTrip, aTripBody } from '@parasol/core/test-support';

/**
 * Live pricing end to end over loopback: the sample catalogue, the HTTP rater and one insurer
 * simulator per insurer, each pricing in its own currency. A FR resident's 10-day trip to Spain
 * matches Alba (3 offers), Northwind (1) and Kestrel (1); Meridian sells it nothing.
 */
const CURRENCIES = { alba: 'EUR', northwind: 'GBP', meridian: 'USD', kestrel: 'CHF' } as const;
type InsurerId = keyof typeof CURRENCIES;
const TIMEOUT_MS = 300;

describe('live pricing over loopback insurers', () => {
  const running: InsurerSimulator[] = [];
  const raters: HttpInsurerRater[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
    for (const rater of raters.splice(0)) rater.close();
  });

  /** Starts a simulator per insurer (options per insurer) and a PriceTrip over them. */
  const setUp = async (behaviour: Partial<Record<InsurerId, InsurerSimulatorOptions>> = {}) => {
    const simulators = {} as Record<InsurerId, InsurerSimulator>;
    const endpoints: Record<string, { ratingUrl: string; timeoutMs: number }> = {};
    for (const id of Object.keys(CURRENCIES) as InsurerId[]) {
      const simulator = await startInsurerSimulator({ currency: CURRENCIES[id], ...behaviour[id] });
      running.push(simulator);
      simulators[id] = simulator;
      endpoints[id] = { ratingUrl: simulator.url, timeoutMs: TIMEOUT_MS };
    }
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH, { endpoints });
    const rater = new HttpInsurerRater();
    raters.push(rater);
    const operation = new PriceTrip(
      sandboxPricingSource(),
      { catalogue: { current: async () => catalogue }, rater },
      new StaticFxRates(),
      fixedClock(),
      new SessionTokens(new Uint8Array(32).fill(3), countingRandom()),
    );
    const quote = (trip: Trip = aTrip(), caller: Caller = aCaller('live')): Promise<Result<OperationSuccess>> =>
      operation.run({ caller, input: { trip, language: 'en' }, requestId: 'r' });
    return { simulators, quote };
  };

  const offersOf = (result: Result<OperationSuccess>): QuoteResponse => {
    if (!result.ok) return expect.fail(`live quote failed: ${result.failure.code}`);
    return result.value.body as QuoteResponse;
  };

  it('prices the trip at every insurer holding a matching offer, once each, converted into the trip currency', async () => {
    const { simulators, quote } = await setUp();
    const body = offersOf(await quote(aTrip({ currency: 'EUR' })));
    expect(validateAgainst(schemaIdOf('quote-response'), body)).to.deep.equal({ valid: true });
    expect(body.offers.map((o) => o.id)).to.have.members([101, 102, 103, 201, 401]);
    expect(body).to.include({ unpricedCount: 0, redirectOnlyCount: 0 });
    expect(body.offers.map((o) => o.position)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(simulators.alba.requestCount()).to.equal(1);
    expect(simulators.northwind.requestCount()).to.equal(1);
    expect(simulators.kestrel.requestCount()).to.equal(1);
    expect(simulators.meridian.requestCount()).to.equal(0);
    const northwind = body.offers.find((o) => o.id === 201)!.price;
    expect(northwind).to.include({ currency: 'EUR', insurerCurrency: 'GBP' });
    const alba = body.offers.find((o) => o.id === 101)!.price;
    expect(alba.insurerAmount).to.equal(alba.amount);
    expect(body.meta).to.not.have.property('notice');
  });

  it('returns the insurers that answered when one fails, counting its offers unpriced', async () => {
    const { quote } = await setUp({ alba: { errorRate: 1 } });
    const body = offersOf(await quote());
    expect(body.offers.map((o) => o.id)).to.have.members([201, 401]);
    expect(body.unpricedCount).to.equal(3);
  });

  it('answers PRICING_UNAVAILABLE when every insurer fails', async () => {
    const { quote } = await setUp({ alba: { errorRate: 1 }, northwind: { errorRate: 1 }, kestrel: { malformedRate: 1 } });
    const result = await quote();
    expect(!result.ok && result.failure.code).to.equal('PRICING_UNAVAILABLE');
  });

  it('answers PRICING_TIMEOUT when every insurer stays silent past its timeout', async () => {
    const { quote } = await setUp({ alba: { hang: true }, northwind: { hang: true }, kestrel: { hang: true } });
    const result = await quote();
    expect(!result.ok && result.failure.code).to.equal('PRICING_TIMEOUT');
  });

  it('cuts a slow insurer at its timeout while the others return', async () => {
    const { quote } = await setUp({ northwind: { latencyMs: 5_000 } });
    const body = offersOf(await quote());
    expect(body.offers.map((o) => o.id)).to.have.members([101, 102, 103, 401]);
    expect(body.unpricedCount).to.equal(1);
  });

  it('counts a malformed answer and an unpriced product as unpriced', async () => {
    const { quote } = await setUp({ kestrel: { malformedRate: 1 }, alba: { products: { 'ALB-CONF': 'unpriced', 'ALB-SKI': 'startingPrice' } } });
    const body = offersOf(await quote());
    expect(body.offers.map((o) => o.id)).to.have.members([101, 103, 201]);
    expect(body.unpricedCount).to.equal(2);
    expect(body.offers.find((o) => o.id === 103)!.price.isStartingPrice).to.equal(true);
  });

  it('prices the group product above ten travellers, and withholds the redirect-only offer of mountain trips', async () => {
    const { quote } = await setUp();
    const group = offersOf(await quote(aTrip({ travellers: 12 })));
    expect(group.offers.map((o) => o.id)).to.have.members([104, 402]);
    const mountain = offersOf(await quote(aTrip({ intent: 'mountainTrip' })));
    expect(mountain.redirectOnlyCount).to.equal(1);
    expect(mountain.offers.map((o) => o.id)).to.not.include(203);
  });

  it('prices the group product flat per head: the ages do not count, the number of heads does', async () => {
    const { quote } = await setUp();
    const insurerMinor = async (travellers: Trip['travellers']) =>
      new Map(offersOf(await quote(aTrip({ travellers }))).offers.map((o) => [o.id, Math.round(o.price.insurerAmount * 100)]));
    const young = await insurerMinor(Array.from({ length: 12 }, () => ({ age: 25 })));
    const mixed = await insurerMinor(Array.from({ length: 12 }, (_, i) => ({ age: i * 10 })));
    const twice = await insurerMinor(Array.from({ length: 24 }, () => ({ age: 25 })));
    expect([...young.keys()]).to.have.members([104, 402]);
    expect(mixed).to.deep.equal(young);
    // Twice the heads, twice the premium (the simulator rounds the whole premium up once).
    for (const [id, premium] of young) expect(twice.get(id)! - 2 * premium).to.be.within(-1, 0);
  });

  /** The embedded facade with the pricing module over the simulators, and a client per key mode. */
  const anEmbeddedParasol = async (simulators: Record<InsurerId, InsurerSimulator>, logger?: Logger) => {
    const endpoints = Object.fromEntries(Object.entries(simulators).map(([id, s]) => [id, { ratingUrl: s.url, timeoutMs: TIMEOUT_MS }]));
    const rater = new HttpInsurerRater(logger ? { logger } : {});
    raters.push(rater);
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH, { endpoints });
    const parasol = createEmbeddedParasol({
      modules: [
        pricingModule({
          sandbox: sandboxPricingSource(),
          live: { catalogue: { current: async () => catalogue }, rater },
        }),
      ],
      fx: new StaticFxRates(),
      sessionSecret: new Uint8Array(32).fill(9),
    });
    await parasol.admin.bootstrap({
      partners: [{ code: 'acme', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'main', default: true }] }],
      keys: [
        { keyId: 'ak_live_pricingloop', secret: 'live-secret-0123456789', mode: 'live', scopes: ['quotes'], partner: 'acme' },
        { keyId: 'ak_test_pricingloop', secret: 'test-secret-0123456789', mode: 'sandbox', scopes: ['quotes'] },
      ],
    });
    return {
      live: parasol.client({ keyId: 'ak_live_pricingloop', secret: 'live-secret-0123456789' }),
      sandbox: parasol.client({ keyId: 'ak_test_pricingloop', secret: 'test-secret-0123456789' }),
    };
  };
  const wireTrip = aTripBody();

  it('serves signed calls through the embedded facade with the pricing module: live by the key, sandbox by the key', async () => {
    const { simulators } = await setUp();
    const clients = await anEmbeddedParasol(simulators);
    const live = await clients.live.quote({ trip: wireTrip });
    expect(live.status).to.equal(200);
    const liveBody = live.body as QuoteResponse;
    expect(liveBody.mode).to.equal('live');
    expect(liveBody.offers).to.have.length(5);
    expect(liveBody.meta.partnerFee).to.include({ upliftBps: 500, commissionBps: 1500 });
    const asked = () => Object.values(simulators).map((simulator) => simulator.requestCount());
    const askedBefore = asked();
    const sandbox = await clients.sandbox.quote({ tripInfo: wireTrip, sessionId: liveBody.sessionId });
    const sandboxBody = sandbox.body as QuoteResponse;
    // Spec: a sandbox quote makes no insurer call.
    expect(asked(), 'insurer calls of the sandbox quote').to.deep.equal(askedBefore);
    expect(sandboxBody.offers[0]!.insurer.name).to.equal('Sandcastle Mutual');
    expect(sandboxBody.meta.notice).to.be.a('string');
    // A session is bound to the key that got it: the live session does not carry over.
    expect(sandboxBody.sessionId).to.not.equal(liveBody.sessionId);
  });

  it('answers 502 PRICING_UNAVAILABLE on the wire when every insurer refuses, 504 PRICING_UNAVAILABLE when every one is silent', async () => {
    const refusing = await setUp({ alba: { errorRate: 1 }, northwind: { errorRate: 1 }, kestrel: { errorRate: 1 } });
    const refused = await (await anEmbeddedParasol(refusing.simulators)).live.quote({ trip: wireTrip });
    expect([refused.status, (refused.body as { error: string }).error]).to.deep.equal([502, 'PRICING_UNAVAILABLE']);
    const silent = await setUp({ alba: { hang: true }, northwind: { hang: true }, kestrel: { hang: true } });
    const timedOut = await (await anEmbeddedParasol(silent.simulators)).live.quote({ trip: wireTrip });
    expect([timedOut.status, (timedOut.body as { error: string }).error]).to.deep.equal([504, 'PRICING_UNAVAILABLE']);
  });

  it('a 502 can be joined to its causes: every insurer warning carries the API request id of the quote it served', async () => {
    const refusing = await setUp({ alba: { errorRate: 1 }, northwind: { errorRate: 1 }, kestrel: { errorRate: 1 } });
    const warnings: Record<string, unknown>[] = [];
    const logger: Logger = { info: () => {}, warn: (_message, fields) => warnings.push(fields ?? {}), error: () => {} };
    const refused = await (await anEmbeddedParasol(refusing.simulators, logger)).live.quote({ trip: wireTrip });
    expect(refused.status).to.equal(502);
    const { requestId } = refused.body as { requestId: string };
    expect(warnings.map((w) => [w.insurerId, w.requestId])).to.have.deep.members([['alba', requestId], ['northwind', requestId], ['kestrel', requestId]]);
  });
});
