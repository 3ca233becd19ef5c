import { expect } from 'chai';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUARANTEE_STATE_NAMES, LIMITS } from '@parasol/core/internal';
import {
  CatalogueFileError,
  FileOfferCatalogue,
  SAMPLE_CATALOGUE_PATH,
  catalogueFromEnvironment,
  loadCatalogueFile,
} from '@parasol/static-data';

const sample = () => JSON.parse(readFileSync(SAMPLE_CATALOGUE_PATH, 'utf8')) as { insurers: Record<string, unknown>[]; offers: Record<string, unknown>[] };
const dir = mkdtempSync(join(tmpdir(), 'parasol-catalogue-'));
let files = 0;
const written = (content: unknown) => {
  const path = join(dir, `catalogue-${(files += 1)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const problemsOf = (content: unknown): string => {
  try {
    loadCatalogueFile(written(content));
  } catch (error) {
    expect(error).to.be.instanceOf(CatalogueFileError);
    return (error as Error).message;
  }
  return expect.fail('the catalogue was accepted');
};

describe('live catalogue file', () => {
  it('loads the sample: four insurers, a dozen offers, rating and issuing endpoints, a group product and a redirect-only one', () => {
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH);
    expect(catalogue.insurers.map((i) => i.id)).to.deep.equal(['alba', 'northwind', 'meridian', 'kestrel']);
    expect(catalogue.offers).to.have.length(12);
    expect(catalogue.insurers[0]!.endpoint).to.deep.equal({
      insurerId: 'alba',
      ratingUrl: 'http://127.0.0.1:4701/rate',
      timeoutMs: 2500,
      issueUrl: 'http://127.0.0.1:4701/issue',
      cancelUrl: 'http://127.0.0.1:4701/cancel',
    });
    expect(catalogue.offers.some((o) => o.group)).to.equal(true);
    expect(catalogue.offers.some((o) => o.redirectOnly)).to.equal(true);
    expect(catalogue.offers.some((o) => o.iconUrl === null)).to.equal(true);
    const states = new Set(catalogue.offers.flatMap((o) => Object.values(o.guarantees).map((g) => g.state)));
    expect([...states]).to.have.members([...GUARANTEE_STATE_NAMES]);
    expect(catalogue.offers.filter((o) => !o.group).every((o) => o.eligibility.maxParty <= LIMITS.groupThreshold)).to.equal(true);
  });

  it('points insurers elsewhere on request, and refuses to point an insurer the file does not hold', () => {
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH, { endpoints: { meridian: { ratingUrl: 'http://127.0.0.1:9/rate', timeoutMs: 50 } } });
    expect(catalogue.insurers.find((i) => i.id === 'meridian')!.endpoint).to.deep.include({ insurerId: 'meridian', ratingUrl: 'http://127.0.0.1:9/rate', timeoutMs: 50 });
    expect(catalogue.insurers.find((i) => i.id === 'alba')!.endpoint.ratingUrl).to.equal('http://127.0.0.1:4701/rate');
    expect(() => loadCatalogueFile(SAMPLE_CATALOGUE_PATH, { endpoints: { albba: { ratingUrl: 'http://x.test/' } } })).to.throw(CatalogueFileError, /albba/);
  });

  it('takes issueUrl and cancelUrl together or not at all, and an insurer without them still rates', () => {
    const withEndpoint = (endpoint: Record<string, unknown>) => {
      const document = sample();
      document.insurers[0] = { ...document.insurers[0], endpoint };
      return document;
    };
    expect(problemsOf(withEndpoint({ ratingUrl: 'http://127.0.0.1:4701/rate', timeoutMs: 2500, issueUrl: 'http://127.0.0.1:4701/issue' }))).to.match(/cancelUrl/);
    expect(problemsOf(withEndpoint({ ratingUrl: 'http://127.0.0.1:4701/rate', timeoutMs: 2500, cancelUrl: 'http://127.0.0.1:4701/cancel' }))).to.match(/issueUrl/);
    const rating = loadCatalogueFile(written(withEndpoint({ ratingUrl: 'http://127.0.0.1:4701/rate', timeoutMs: 2500 })));
    expect(rating.insurers[0]!.endpoint).to.deep.equal({ insurerId: 'alba', ratingUrl: 'http://127.0.0.1:4701/rate', timeoutMs: 2500 });
  });

  it('stops start-up with a clear error on a missing or non-JSON file', () => {
    expect(() => loadCatalogueFile(join(dir, 'nope.json'))).to.throw(CatalogueFileError, /cannot be read/);
    expect(problemsOf('{"version": ')).to.match(/is not JSON/);
  });

  it('names every schema violation', () => {
    const document = sample();
    document.insurers[0]!['currency'] = 'XOF';
    delete document.offers[0]!['productCode'];
    (document.offers[1]!['guarantees'] as Record<string, unknown>)['directBilling'] = { state: 'value', value: null };
    document.offers[2]!['iconUrl'] = 'https://img.test/icon.svg?size=64';
    const message = problemsOf(document);
    expect(message).to.include('/insurers/0/currency');
    expect(message).to.include("/offers/0 must have required property 'productCode'");
    expect(message).to.include('/offers/1/guarantees/directBilling/value');
    expect(message).to.include('/offers/2/iconUrl');
  });

  it('reads offer translations: the sample has every offer in French; a language outside the funnel\'s or a translation without highlights is refused', () => {
    const catalogue = loadCatalogueFile(SAMPLE_CATALOGUE_PATH);
    expect(catalogue.offers.every((o) => o.translations?.fr !== undefined)).to.equal(true);
    expect(catalogue.offers[0]!.translations?.fr).to.deep.include({ plan: 'Essentiel' });
    const document = sample();
    document.offers[0]!['translations'] = { xx: { highlights: { included: [], excluded: [] } } };
    document.offers[1]!['translations'] = { de: { name: 'Alba Komfort' } };
    const message = problemsOf(document);
    expect(message).to.include('/offers/0/translations');
    expect(message).to.include("/offers/1/translations/de must have required property 'highlights'");
  });

  it('names what a schema cannot check: duplicates, unknown insurers, ranges out of order, endpoint for another insurer', () => {
    const document = sample();
    document.insurers.push({ ...document.insurers[0]! });
    document.insurers[1]!['endpoint'] = { insurerId: 'alba', ratingUrl: 'http://127.0.0.1:1/rate', timeoutMs: 100 };
    document.offers.push({ ...document.offers[0]!, productCode: 'OTHER' });
    document.offers.push({ ...document.offers[1]!, id: 999 });
    document.offers.push({ ...document.offers[2]!, id: 998, productCode: 'X', insurerId: 'ghost' });
    document.offers[3]!['eligibility'] = { ...(document.offers[3]!['eligibility'] as object), minAge: 50, maxAge: 20, minDays: 10, maxDays: 5 };
    const message = problemsOf(document);
    expect(message).to.include('insurer "alba" is listed twice');
    expect(message).to.include('insurer "northwind" has an endpoint for "alba"');
    expect(message).to.include('offer 101 is listed twice');
    expect(message).to.include('offer 999 reuses product code alba/ALB-CONF');
    expect(message).to.include('offer 998 names unknown insurer "ghost"');
    expect(message).to.include('minAge 50 is above maxAge 20');
    expect(message).to.include('minDays 10 is above maxDays 5');
  });

  it('reads PARASOL_CATALOGUE, falling back to the sample when unset', async () => {
    const fromSample = catalogueFromEnvironment({});
    expect(fromSample).to.include({ path: SAMPLE_CATALOGUE_PATH, sample: true });
    const own = written({ ...sample(), version: 'own-edition' });
    const configured = catalogueFromEnvironment({ PARASOL_CATALOGUE: own });
    expect(configured).to.include({ path: own, sample: false });
    expect((await configured.catalogue.current()).version).to.equal('own-edition');
    expect(() => catalogueFromEnvironment({ PARASOL_CATALOGUE: join(dir, 'missing.json') })).to.throw(CatalogueFileError);
  });

  it('serves the loaded catalogue through the port', async () => {
    const catalogue = new FileOfferCatalogue(SAMPLE_CATALOGUE_PATH);
    expect((await catalogue.current()).version).to.equal('sample-2026-06');
  });
});
