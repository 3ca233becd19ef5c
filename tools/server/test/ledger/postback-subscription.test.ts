import { expect } from 'chai';
import fc from 'fast-check';
import { ledgerModule, linksModule, pricingModule, type Answer, type Credentials, type Parasol } from '@parasol/core';
import { FUNNEL_MARGIN_BPS } from '@parasol/core/internal';
import { ManualClock } from '@parasol/adapter-memory';
import { sandboxPricingSource, ESSENTIAL_OFFER_ID } from '@parasol/adapter-sandbox';
import { HttpInsurerRater } from '@parasol/insurer-http';
import { SAMPLE_CATALOGUE_PATH, loadCatalogueFile } from '@parasol/static-data';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';
import { createEmbeddedParasol } from '../../src/index.js';

/**
 * The postback's subscriptionId end to end (issue 25 item 2; docs/money.md, "Commission on a
 * converted sale"): on the live sample catalogue (Alba prices in EUR, Northwind GBP, Meridian USD,
 * Kestrel CHF, each rated over loopback by an insurer simulator), links minted by a live key, and
 * sales posted back naming them or not. acme is paid 1000 bp of the insurer premium, no uplift.
 */

/** 2026-03-10T12:00:00Z. */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
const INSURERS = { alba: 'EUR', northwind: 'GBP', meridian: 'USD', kestrel: 'CHF' } as const;
type InsurerId = keyof typeof INSURERS;
/** One offer of each insurer in the sample catalogue. */
const OFFER_OF: Record<InsurerId, number> = { alba: 101, northwind: 201, meridian: 301, kestrel: 401 };
const COMMISSION_BPS = 1000;
const TRIP = { intent: 'forTourism', startDate: '2026-07-01', endDate: '2026-07-10', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 30 }] };

interface SaleBody {
  readonly outcome: string;
  readonly sale: { readonly commissionMinor: number; readonly commission: number; readonly amountMinor: number; readonly marginBps: number; readonly subscriptionId: string | null };
}
const saleOf = (answer: Answer): SaleBody => {
  if (answer.status !== 200) expect.fail(`postback refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as SaleBody;
};
const refusal = (answer: Answer) => ({ status: answer.status, error: (answer.body as { error?: string }).error, detail: (answer.body as { detail?: string }).detail ?? '' });

describe('postback subscriptionId: the margin of a converted sale known exactly (live sample catalogue)', function () {
  this.timeout(30_000);
  const simulators: InsurerSimulator[] = [];
  let rater: HttpInsurerRater;
  let parasol: Parasol;
  let live: Credentials;
  /** A live subscription of acme's main link per insurer, holding that insurer's offer. */
  const subscriptionOf = {} as Record<InsurerId, string>;
  let orders = 0;
  const anOrder = () => `order-${++orders}`;

  before(async () => {
    const endpoints: Record<string, { ratingUrl: string; timeoutMs: number }> = {};
    for (const [id, currency] of Object.entries(INSURERS)) {
      const simulator = await startInsurerSimulator({ currency });
      simulators.push(simulator);
      endpoints[id] = { ratingUrl: simulator.url, timeoutMs: 2_000 };
    }
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH, { endpoints });
    rater = new HttpInsurerRater();
    parasol = createEmbeddedParasol({
      clock: new ManualClock(NOON),
      publicUrl: 'https://parasol.example',
      modules: [pricingModule({ sandbox: sandboxPricingSource(), live: { catalogue: { current: async () => catalogue }, rater } }), linksModule(), ledgerModule()],
    });
    const links = [
      { code: 'main', archived: false, default: true },
      { code: 'promo', archived: false, default: false },
    ];
    must(await parasol.admin.partners.register({ code: 'acme', baseRateBps: COMMISSION_BPS, links }));
    must(await parasol.admin.partners.register({ code: 'globex', baseRateBps: COMMISSION_BPS, links }));
    live = await aKey('live', 'acme');
    for (const insurer of Object.keys(INSURERS) as InsurerId[]) subscriptionOf[insurer] = await aSubscription(live, OFFER_OF[insurer]);
  });

  after(async () => {
    rater?.close();
    await Promise.all(simulators.map((simulator) => simulator.close()));
  });

  const must = <T>(result: { ok: true; value: T } | { ok: false; failure: { detail?: string } }): T => {
    if (!result.ok) throw new Error(`test set-up refused: ${result.failure.detail}`);
    return result.value;
  };

  async function aKey(mode: 'sandbox' | 'live', partnerCode: string): Promise<Credentials> {
    return must(await parasol.admin.keys.create({ mode, scopes: ['quotes', 'quotes.link'], partnerCode, burstPerMinute: 100_000 }));
  }

  /** A fresh session of `key` (a quote), then its link: the subscriptionId the link answer gives. */
  async function aSubscription(key: Credentials, offerId: number, linkCode?: string): Promise<string> {
    const client = parasol.client(key);
    const quote = await client.quote({ trip: TRIP });
    if (quote.status !== 200) throw new Error(`quote refused: ${quote.status} ${JSON.stringify(quote.body)}`);
    const sessionId = (quote.body as { sessionId: string }).sessionId;
    const link = await client.link({ sessionId, trip: TRIP, offerId, ...(linkCode === undefined ? {} : { linkCode }) });
    if (link.status !== 201) throw new Error(`link refused: ${link.status} ${JSON.stringify(link.body)}`);
    return (link.body as { subscriptionId: string }).subscriptionId;
  }

  const postback = (body: Record<string, unknown>, key: Credentials = live) => parasol.client(key).conversion({ ref: 'acme-main', status: 'pending', ...body });

  describe('the worked example: a 22.26 EUR premium sold 26.41 USD, 1000 bp', () => {
    it('naming the Alba subscription: the margin is taken out, 2.59 USD', async () => {
      const answer = saleOf(await postback({ externalOrderId: anOrder(), amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.alba }));
      expect(answer.sale).to.include({ commission: 2.59, marginBps: FUNNEL_MARGIN_BPS, subscriptionId: subscriptionOf.alba });
    });

    it('without a subscriptionId: Meridian prices in USD, so the sale is judged not converted, 2.64 USD (the documented heuristic)', async () => {
      const answer = saleOf(await postback({ externalOrderId: anOrder(), amount: 26.41, currency: 'USD' }));
      expect(answer.sale).to.include({ commission: 2.64, marginBps: 0, subscriptionId: null });
    });

    it('naming the Meridian subscription: a USD offer sold in USD was not converted, 2.64 USD', async () => {
      const answer = saleOf(await postback({ externalOrderId: anOrder(), amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.meridian }));
      expect(answer.sale.commission).to.equal(2.64);
    });
  });

  it('property: with a subscriptionId, commission is bps × amount / (1 + margin) when the sale currency is not its insurer\'s, bps × amount otherwise, to one minor unit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(INSURERS) as InsurerId[])),
        fc.constantFrom('EUR', 'GBP', 'USD', 'CHF', 'SEK', 'JPY'),
        fc.integer({ min: 0, max: 50_000_000 }),
        async (insurer, currency, amountMinor) => {
          const exponent = currency === 'JPY' ? 0 : 2;
          const answer = saleOf(await postback({ externalOrderId: anOrder(), amount: amountMinor / 10 ** exponent, currency, subscriptionId: subscriptionOf[insurer] }));
          const converted = currency !== INSURERS[insurer];
          const expected = ((amountMinor * COMMISSION_BPS) / 10_000) / (converted ? 1 + FUNNEL_MARGIN_BPS / 10_000 : 1);
          expect(Math.abs(answer.sale.commissionMinor - expected), `${insurer} sold in ${currency}: ${answer.sale.commissionMinor} against ${expected}`).to.be.at.most(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  describe('the margin is frozen at booking', () => {
    it('a replay may leave the subscriptionId out or name the same one; naming another is 409 SALE_IMMUTABLE_FIELD', async () => {
      const order = anOrder();
      const booked = saleOf(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.alba }));
      expect(saleOf(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD' })).outcome).to.equal('unchanged');
      expect(saleOf(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.alba })).outcome).to.equal('unchanged');
      const repaired = saleOf(await postback({ externalOrderId: order, amount: 52.82, currency: 'USD' }));
      expect(repaired.sale.commissionMinor, 'a repair keeps the margin frozen at booking').to.equal(2 * booked.sale.commissionMinor);
      const refused = refusal(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.meridian }));
      expect(refused).to.include({ status: 409, error: 'SALE_IMMUTABLE_FIELD' });
      expect(refused.detail).to.contain(subscriptionOf.alba);
    });

    it('a sale booked without one refuses a replay that names one', async () => {
      const order = anOrder();
      saleOf(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD' }));
      expect(refusal(await postback({ externalOrderId: order, amount: 26.41, currency: 'USD', subscriptionId: subscriptionOf.alba }))).to.include({ status: 409, error: 'SALE_IMMUTABLE_FIELD' });
    });
  });

  describe('refusals: the subscription must be of the key\'s mode, minted for the ref\'s partner through the ref\'s link; nothing is booked', () => {
    const expectNothingBooked = async (order: string) => {
      const first = saleOf(await postback({ externalOrderId: order, amount: 10, currency: 'EUR' }));
      expect(first.outcome, 'the refused order was never booked').to.equal('created');
    };

    it('an unknown subscriptionId: 404 SUBSCRIPTION_NOT_FOUND', async () => {
      const order = anOrder();
      const refused = refusal(await postback({ externalOrderId: order, amount: 10, subscriptionId: 'sub_nosuchsubscription' }));
      expect(refused).to.include({ status: 404, error: 'SUBSCRIPTION_NOT_FOUND' });
      expect(refused.detail).to.contain('sub_nosuchsubscription').and.to.contain('link answer');
      await expectNothingBooked(order);
    });

    it('a sandbox subscription named by a live postback: 404 SUBSCRIPTION_NOT_FOUND, as if unknown', async () => {
      const sandbox = await aSubscription(await aKey('sandbox', 'acme'), ESSENTIAL_OFFER_ID);
      const order = anOrder();
      const refused = refusal(await postback({ externalOrderId: order, amount: 10, subscriptionId: sandbox }));
      expect(refused).to.include({ status: 404, error: 'SUBSCRIPTION_NOT_FOUND' });
      expect(refused.detail).to.contain('no live subscription');
      await expectNothingBooked(order);
    });

    it('another partner\'s subscription: 403 REF_PARTNER_MISMATCH, naming no other partner', async () => {
      const globex = await aSubscription(await aKey('live', 'globex'), OFFER_OF.alba);
      const order = anOrder();
      const refused = refusal(await postback({ externalOrderId: order, amount: 10, subscriptionId: globex }));
      expect(refused).to.include({ status: 403, error: 'REF_PARTNER_MISMATCH' });
      expect(refused.detail).to.contain('acme').and.not.to.contain('globex');
      await expectNothingBooked(order);
    });

    it('a subscription of another of the partner\'s links: 400 SUBSCRIPTION_REF_MISMATCH, naming the ref to send', async () => {
      const promo = await aSubscription(live, OFFER_OF.alba, 'promo');
      const order = anOrder();
      const refused = refusal(await postback({ externalOrderId: order, amount: 10, subscriptionId: promo }));
      expect(refused).to.include({ status: 400, error: 'SUBSCRIPTION_REF_MISMATCH' });
      expect(refused.detail).to.contain('acme-promo');
      await expectNothingBooked(order);
      expect(saleOf(await postback({ ref: 'acme-promo', externalOrderId: anOrder(), amount: 26.41, currency: 'USD', subscriptionId: promo })).sale.commission, 'through its own ref').to.equal(2.59);
    });

    it('a subscriptionId that is not sub_…: 400 BAD_REQUEST naming the field', async () => {
      for (const subscriptionId of ['', 'qs_abc', 42, null]) {
        const refused = refusal(await postback({ externalOrderId: anOrder(), amount: 10, subscriptionId }));
        expect(refused, JSON.stringify(subscriptionId)).to.include({ status: 400, error: 'BAD_REQUEST' });
        expect(refused.detail).to.contain('subscriptionId');
      }
    });
  });
});
