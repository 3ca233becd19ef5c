import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../src/index.js';
import { readApiReference } from '../../src/compose/api-reference.js';
import { launchChromium } from './browser-harness.js';

/** /docs in a real browser: Redoc renders the served OpenAPI under the page's CSP, and the console stays clean. */
describe('browser: the API reference page (/docs)', function () {
  this.timeout(60_000);
  let browser: Browser;
  let server: RunningServer;
  before(async () => {
    browser = await launchChromium();
    server = await startRestServer({ parasol: createEmbeddedParasol(), apiReference: { document: () => readApiReference() } });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the operations with no console error (no CSP refusal, Redocly logo included) and no request elsewhere', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
    await page.goto(`${server.url}/docs`);
    // The sidebar's credit, where the logo is, renders after the document is read.
    await page.waitForSelector('img[alt="redocly logo"]', { state: 'attached' });
    await page.locator('.api-content h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect({ errors, elsewhere }).to.deep.equal({ errors: [], elsewhere: [] });
  });
});
