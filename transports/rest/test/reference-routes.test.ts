import { expect } from 'chai';
import { startHarness, type RestHarness } from './rest-harness.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REDOC_CDN_LOGO } from '../src/reference-routes.js';

const DOCUMENT = { openapi: '3.1.0', info: { title: 'Parasol', version: '1.0.0' }, paths: {} };

describe('REST: the API reference (/openapi.json, /docs)', () => {
  let h: RestHarness;
  before(async () => {
    h = await startHarness([], { apiReference: { document: DOCUMENT } });
  });
  after(() => h.close());

  const get = (path: string) => fetch(new URL(path, h.server.url));
  const corsHeaders = (r: Response) => [...r.headers.keys()].filter((k) => k.startsWith('access-control-'));

  it('serves the OpenAPI document unsigned, as JSON, cacheable for a few minutes, with no CORS header', async () => {
    const r = await get('/openapi.json');
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/^application\/json/);
    expect(r.headers.get('cache-control')).to.equal('public, max-age=300');
    expect(corsHeaders(r)).to.deep.equal([]);
    expect(await r.json()).to.deep.equal(DOCUMENT);
  });

  it('renders the reference at /docs with the Redoc bundle served from this server, not a CDN', async () => {
    const page = await get('/docs');
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.include('spec-url="/openapi.json"').and.include('src="/docs/redoc.standalone.js"').and.not.match(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).to.include("default-src 'self'");
    const script = await get('/docs/redoc.standalone.js');
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.match(/javascript/);
    const served = await script.text();
    expect(served.length).to.be.above(100_000);
    // Redoc's own bundle fetches its logo from a CDN, which the page's CSP blocks: served without it.
    expect(readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8')).to.include(REDOC_CDN_LOGO);
    expect(served).to.not.include(REDOC_CDN_LOGO).and.not.include('cdn.redoc.ly');
  });

  it('leaves the signed API alone: a POST to /openapi.json is still the API\'s JSON 404/405, and the API still asks for a signature', async () => {
    const post = await fetch(new URL('/openapi.json', h.server.url), { method: 'POST' });
    expect(post.status).to.be.oneOf([404, 405]);
    expect(((await post.json()) as { error: string }).error).to.be.oneOf(['NOT_FOUND', 'METHOD_NOT_ALLOWED']);
    const meta = await get('/api/v1/travel/meta');
    expect(meta.status).to.equal(401);
  });
});

describe('REST: an API reference built by its first request', () => {
  let h: RestHarness;
  let built = 0;
  before(async () => {
    h = await startHarness([], {
      apiReference: {
        document: () => {
          built += 1;
          return DOCUMENT;
        },
      },
    });
  });
  after(() => h.close());

  it('is not built by the start, then built once, whatever the number of requests', async () => {
    expect(built).to.equal(0);
    for (let i = 0; i < 3; i++) {
      const r = await fetch(new URL('/openapi.json', h.server.url));
      expect(await r.json()).to.deep.equal(DOCUMENT);
    }
    expect(built).to.equal(1);
  });
});
