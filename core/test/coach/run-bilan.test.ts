import { expect } from 'chai';
import fc from 'fast-check';
import schema from '../../src/schemas/coach-response.schema.json' with { type: 'json' };
import { aCaller, aPartner } from './fixtures/callers.js';
import { aCoachBody, aRunBilan, bilanBodyOf, bilanOf } from './fixtures/coach.js';
import { aFailingCardData } from './fixtures/card-data.js';
import { aFailingFormalities } from './fixtures/country-facts.js';
import { coachBodyArb } from './fixtures/arbitraries.js';
import { readable } from './fixtures/bilans.js';
import { compileSchema } from './fixtures/schemas.js';

const validateResponse = compileSchema(schema);
const live = aCaller({ mode: 'live' });

describe('Coach: POST /api/v1/coach/bilan', () => {
  it('is the runBilan operation: scope coach, reads bucket, no attribution required', () => {
    expect(aRunBilan().endpoint).to.include({ id: 'runBilan', method: 'POST', path: '/api/v1/coach/bilan', scope: 'coach', bucket: 'reads', needsAttribution: false });
  });

  it('answers the spec shape for every well-formed request, sandbox and live (property)', async () => {
    await fc.assert(
      fc.asyncProperty(coachBodyArb, fc.constantFrom(aCaller(), live), async (body, caller) => {
        const result = await bilanOf(body, caller);
        if (!result.ok) {
          expect(result.failure.code).to.equal('CARD_MODE_FORBIDDEN');
          return;
        }
        expect(result.value.status).to.equal(200);
        expect(validateResponse(result.value.body)).to.deep.equal([]);
      }),
      { numRuns: 150 },
    );
  });

  describe('card modes', () => {
    it('refuses catalogueId to a sandbox key, listing the modes it may send', async () => {
      const result = await bilanOf(aCoachBody({ card: { catalogueId: 2 } }));
      expect(result).to.deep.equal({
        ok: false,
        failure: {
          code: 'CARD_MODE_FORBIDDEN',
          detail: 'This key may not send the card mode "catalogueId".',
          extra: { permittedModes: ['bin', 'bank', 'network', 'none'] },
        },
      });
    });

    it('refuses a mode the key does not carry, an omitted card counting as none', async () => {
      const caller = aCaller({ mode: 'live', cardModes: ['bin'] });
      for (const card of [{ network: 'visa', tier: 'mid' }, { none: true }, undefined]) {
        const result = await bilanOf(aCoachBody({ card }), caller);
        expect(result.ok).to.equal(false);
        if (!result.ok) expect(result.failure).to.deep.include({ code: 'CARD_MODE_FORBIDDEN', extra: { permittedModes: ['bin'] } });
      }
    });

    it('lets a live key send catalogueId', async () => {
      const body = await bilanBodyOf(aCoachBody({ card: { catalogueId: 2 } }), live);
      expect(body.card.origin).to.equal('exact');
    });
  });

  it('answers CARD_RESOLVE_FAILED when the card data fails', async () => {
    const result = await bilanOf(aCoachBody(), aCaller(), { cardData: aFailingCardData() });
    expect(result).to.deep.include({ ok: false });
    if (!result.ok) expect(result.failure.code).to.equal('CARD_RESOLVE_FAILED');
  });

  it('runs without the formalities when they fail, with FORMALITIES_UNAVAILABLE', async () => {
    const body = await bilanBodyOf(aCoachBody(), aCaller(), { formalities: aFailingFormalities() });
    expect(body.meta.warnings).to.deep.equal(['FORMALITIES_UNAVAILABLE']);
    expect(body.bilan.arguments.length).to.be.above(0);
  });

  it('reports an unresolved card as a warning, never as a failure', async () => {
    const body = await bilanBodyOf(aCoachBody({ card: { bin: '60110000' } }));
    expect(body.card.origin).to.equal('baseline');
    expect(body.meta.warnings).to.deep.equal(['BIN_LOOKUP_FAILED']);
    const notFound = await bilanBodyOf(aCoachBody({ card: { catalogueId: 999 } }), live, { formalities: aFailingFormalities() });
    expect(notFound.meta.warnings).to.deep.equal(['CARD_NOT_FOUND', 'FORMALITIES_UNAVAILABLE']);
  });

  it('reports a BIN match in card.detected', async () => {
    const body = await bilanBodyOf(aCoachBody({ card: { bin: '49701234' } }));
    expect(body.card.detected).to.deep.equal({ bank: 'BNP Paribas', brand: 'VISA', level: 'PREMIER', matched: { cardId: 2, cardName: 'Visa Premier', bank: 'BNP Paribas' } });
  });

  describe('destinations', () => {
    it('drops the codes that are no known country and analyses the rest', async () => {
      const body = await bilanBodyOf(aCoachBody({ destinations: ['ZZ', 'th', 'XX'] }));
      expect(body.destinations).to.deep.equal(['TH']);
      expect(body.meta.passport).to.deep.include({ outsideZone: ['TH'] });
      expect(body.bilan.medical.targetValue).to.equal(100_000);
      expect(body.meta.warnings).to.deep.equal([]);
    });

    it('answers NO_DESTINATIONS when no known country is left, before running anything', () => {
      expect(aRunBilan().parse(aCoachBody({ destinations: ['ZZ'] }))).to.deep.include({ ok: false, failure: { code: 'NO_DESTINATIONS', detail: 'destinations holds no ISO 3166-1 alpha-2 code of a known country.' } });
    });
  });

  describe("the cardholder's region", () => {
    it('reads generic cards by residence, whatever market the request names', async () => {
      for (const market of [undefined, 'fr', 'universal']) {
        const body = await bilanBodyOf(aCoachBody({ residence: 'US', destinations: ['MX'], card: { network: 'visa', tier: 'mid' }, ...(market ? { market } : {}) }));
        expect(body.card.origin, market).to.equal('generic');
        expect(body.card.guarantees.hospitalFeesAbroad?.badge, market).to.equal('missing');
        expect(body.bilan.medical.ceilingOk, market).to.equal(false);
      }
      // A French resident asking for dollar figures still holds a European card: 155 000 EUR meets Mexico's 150 000 EUR.
      const french = await bilanBodyOf(aCoachBody({ residence: 'FR', destinations: ['MX'], card: { network: 'visa', tier: 'mid' }, market: 'us' }));
      expect(french.card.currency).to.equal('USD');
      expect(french.bilan.medical.ceilingOk).to.equal(true);
    });
  });

  describe('market', () => {
    const marketOf = async (residence: string, market?: string) =>
      (await bilanBodyOf(aCoachBody({ residence, card: { none: true }, ...(market ? { market } : {}) }))).meta;

    it('is derived from the residence when omitted', async () => {
      expect(await marketOf('FR')).to.include({ market: 'fr', lang: 'fr' });
      expect(await marketOf('MC')).to.include({ market: 'fr', lang: 'fr' });
      expect(await marketOf('US')).to.include({ market: 'us', lang: 'en' });
      expect(await marketOf('CA')).to.include({ market: 'ca', lang: 'en' });
      expect(await marketOf('SG')).to.include({ market: 'sg', lang: 'en' });
      expect(await marketOf('MY')).to.include({ market: 'my', lang: 'en' });
      expect(await marketOf('DE')).to.include({ market: 'universal', lang: 'en' });
    });

    it('follows the request when named, in currency and formatting', async () => {
      const body = readable(await bilanBodyOf(aCoachBody({ market: 'my', card: { none: true } })));
      expect(body.meta.market).to.equal('my');
      expect(body.card.currency).to.equal('MYR');
      expect(body.bilan.medical).to.deep.equal({ target: 'RM 2,500,000', targetValue: 2_500_000, ceilingOk: false });
    });

    it('describes the passport: health zone and socle', async () => {
      const body = await bilanBodyOf(aCoachBody({ residence: 'DE', destinations: ['FR', 'TH'], card: { none: true } }));
      expect(body.meta.passport).to.deep.equal({ residence: 'DE', healthZone: 'EU/EEA/CH', socle: 'ehic', insideZone: ['FR'], outsideZone: ['TH'] });
    });
  });

  describe('quote URL', () => {
    const urlOf = async (caller = live, overrides: Record<string, unknown> = {}) =>
      (await bilanBodyOf(aCoachBody({ destinations: ['US', 'MX'], ...overrides }), caller)).offer.quoteUrl;

    it('is null in sandbox, even with a ref', async () => {
      expect(await urlOf(aCaller(), { ref: 'acme-blog2024' })).to.equal(null);
    });

    it("carries the partner's default tracked ref in live", async () => {
      expect(await urlOf()).to.equal('https://funnel.example/travel/quote?residence=FR&destinations=US%2CMX&lang=fr&source=coach&ref=acme-main1234');
    });

    it("carries the request's ref instead when one is sent", async () => {
      expect(new URL((await urlOf(live, { ref: 'acme-blog2024' }))!).searchParams.get('ref')).to.equal('acme-blog2024');
    });

    it('carries the default link even when another live link comes first', async () => {
      const partner = aPartner({ links: [{ code: 'chan0001', archived: false, default: false }, { code: 'home0002', archived: false, default: true }] });
      expect(new URL((await urlOf(aCaller({ mode: 'live', partner })))!).searchParams.get('ref')).to.equal('acme-home0002');
    });

    it('never credits a non-default channel link: without a usable default link the URL is unattributed', async () => {
      for (const links of [
        [{ code: 'old00001', archived: true, default: true }, { code: 'next0002', archived: false, default: false }],
        [{ code: 'chan0001', archived: false, default: false }],
      ]) {
        const url = new URL((await urlOf(aCaller({ mode: 'live', partner: aPartner({ links }) })))!);
        expect(url.searchParams.has('ref'), JSON.stringify(links)).to.equal(false);
      }
    });

    it('is unattributed for a live key with no partner and no ref', async () => {
      const url = new URL((await urlOf(aCaller({ mode: 'live', partner: null })))!);
      expect(url.searchParams.has('ref')).to.equal(false);
      expect(url.pathname).to.equal('/travel/quote');
    });
  });

  it('states the engine and data versions in meta', async () => {
    const body = await bilanBodyOf(aCoachBody());
    expect(body.meta).to.deep.include({ engineVersion: '1.3.0', dataVersions: { cards: 'fixture-1', countries: 'fixture-1' } });
  });
});
