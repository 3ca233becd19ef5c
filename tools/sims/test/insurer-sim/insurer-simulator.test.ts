import { expect } from 'chai';
import fc from 'fast-check';
import { INSURER_RATING_PROTOCOL, LIMITS, type RatingQuestion } from '@parasol/core/internal';
import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from '../../src/insurer-sim/index.js';
import { simulatedPremium } from '../../src/insurer-sim/simulated-premium.js';
import { drawFor } from '../../src/insurer-sim/seeded-draws.js';
import { aTrip } from '@parasol/core/test-support';

const aQuestion = (overrides: Partial<RatingQuestion> = {}): RatingQuestion => ({
  requestId: 'req_0001_abcdef',
  trip: aTrip(),
  days: 10,
  currency: 'EUR',
  products: [{ offerId: 1, productCode: 'ESSENTIAL' }],
  ...overrides,
});

const protocolHeaders = (requestId = 'req_0001_abcdef') => ({
  'content-type': 'application/json',
  [INSURER_RATING_PROTOCOL.versionHeader]: INSURER_RATING_PROTOCOL.version,
  [INSURER_RATING_PROTOCOL.idempotencyHeader]: requestId,
});

describe('insurer-sim: the simulated insurer', () => {
  const running: InsurerSimulator[] = [];
  const anInsurer = async (options: InsurerSimulatorOptions = {}) => {
    const simulator = await startInsurerSimulator(options);
    running.push(simulator);
    return simulator;
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
  });

  const ask = async (url: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) => {
    const response = await fetch(url, { method: 'POST', headers: protocolHeaders(), body: JSON.stringify(aQuestion()), ...init });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers the same price for the same trip, in the currency asked', async () => {
    const insurer = await anInsurer({ pricePerDayMinor: 150 });
    const first = await ask(insurer.url);
    const second = await ask(insurer.url);
    expect(first.status).to.equal(200);
    expect(second.body).to.deep.equal(first.body);
    expect(first.body['products']).to.deep.equal([
      { productCode: 'ESSENTIAL', premium: { amountMinor: simulatedPremium(aQuestion(), 'ESSENTIAL', 150), currency: 'EUR' }, isStartingPrice: false, period: null },
    ]);
  });

  it('refuses what breaks the protocol, as a strict insurer would', async () => {
    const insurer = await anInsurer();
    const { [INSURER_RATING_PROTOCOL.versionHeader]: _version, ...withoutVersion } = protocolHeaders();
    const refusals = [
      await ask(insurer.url, { headers: withoutVersion }),
      await ask(insurer.url, { body: '{"requestId":' }),
      await ask(insurer.url, { body: JSON.stringify(aQuestion({ days: 0 })) }),
      await ask(insurer.url, { body: JSON.stringify(aQuestion({ requestId: 'another_id_42' })) }),
      await ask(insurer.url, { body: JSON.stringify(aQuestion({ products: [{ offerId: 1, productCode: 'A' }, { offerId: 2, productCode: 'A' }] })) }),
      await ask(insurer.url, { body: JSON.stringify(aQuestion({ currency: 'USD' })) }),
      await ask(`${insurer.url}/elsewhere`),
      await ask(insurer.url, { method: 'PUT' }),
    ];
    expect(refusals.map(({ status, body }) => `${status} ${String(body['error'])}`)).to.deep.equal([
      '400 UNSUPPORTED_VERSION',
      '400 INVALID_JSON',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '400 BAD_REQUEST',
      '400 UNSUPPORTED_CURRENCY',
      '404 NOT_FOUND',
      '405 METHOD_NOT_ALLOWED',
    ]);
    expect(insurer.requestCount()).to.equal(8);
  });

  it('draws the same failures for the same seed and request order', async () => {
    const outcomes = async (seed: number) => {
      const insurer = await anInsurer({ seed, errorRate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await ask(insurer.url)).status);
      return statuses;
    };
    const first = await outcomes(7);
    expect(await outcomes(7)).to.deep.equal(first);
    expect(first).to.include(200).and.to.include(500);
  });

  it('property: seeded draws land in [0, 1) and follow the rates asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const draws = Array.from({ length: 2000 }, (_, index) => drawFor(seed, index, 0));
        expect(draws.every((draw) => draw >= 0 && draw < 1)).to.equal(true);
        const belowThird = draws.filter((draw) => draw < 0.3).length / draws.length;
        expect(belowThird).to.be.within(0.24, 0.36);
      }),
      { numRuns: 50 },
    );
  });

  describe('simulated premium', () => {
    const ages = fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 10 });

    it('property: a longer trip never costs less', () => {
      fc.assert(
        fc.property(ages, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), fc.string({ minLength: 1 }), (travellerAges, d1, d2, code) => {
          const trip = aTrip({ travellers: travellerAges.map((age) => ({ age })) });
          const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1];
          expect(simulatedPremium(aQuestion({ trip, days: long }), code, 150)).to.be.at.least(simulatedPremium(aQuestion({ trip, days: short }), code, 150));
        }),
      );
    });

    it('property: below the group threshold, one more traveller never costs less; the price is a positive integer', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: LIMITS.groupThreshold - 1 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 60 }), (travellerAges, extraAge, days) => {
          const party = travellerAges.map((age) => ({ age }));
          const price = simulatedPremium(aQuestion({ trip: aTrip({ travellers: party }), days }), 'P', 150);
          expect(Number.isSafeInteger(price) && price >= 1).to.equal(true);
          expect(simulatedPremium(aQuestion({ trip: aTrip({ travellers: [...party, { age: extraAge }] }), days }), 'P', 150)).to.be.at.least(price);
        }),
      );
    });

    it('charges a group a flat price per head, whatever the ages', () => {
      const group = (age: number) => aQuestion({ trip: aTrip({ travellers: Array.from({ length: 12 }, () => ({ age })) }) });
      expect(simulatedPremium(group(20), 'GROUP', 150)).to.equal(simulatedPremium(group(75), 'GROUP', 150));
    });
  });
});
