import { expect } from 'chai';
import { createServer, type Server } from 'node:net';
import type { Catalogue } from '@parasol/core';
import { liveCatalogueLine } from '../../src/commands/live-catalogue-line.js';

/** A catalogue of insurers at these rating URLs (only the endpoints matter to the banner). */
const catalogueAt = (urls: Record<string, string>): Catalogue =>
  ({ version: 't', offers: [], insurers: Object.entries(urls).map(([id, ratingUrl]) => ({ id, name: id, logoUrl: null, currency: 'EUR', endpoint: { insurerId: id, ratingUrl, timeoutMs: 100 } })) }) as Catalogue;

const listening = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/rate` };
};

/** A port nothing listens on: one taken then released. */
const closedUrl = async (): Promise<string> => {
  const { server, url } = await listening();
  await new Promise((resolve) => server.close(resolve));
  return url;
};

describe('the start-up banner\'s live catalogue line says what a live quote will meet', () => {
  const sample = { sample: true, path: 'sample.json' };

  it('when no insurer answers, it says so and what a live quote answers, not "rated by loopback insurers"', async () => {
    const line = await liveCatalogueLine(catalogueAt({ alba: await closedUrl(), kestrel: await closedUrl() }), sample, 'PARASOL_CATALOGUE');
    expect(line).to.not.include('rated by');
    expect(line).to.include('none of its 2 insurers answers (alba, kestrel)').and.include('502 PRICING_UNAVAILABLE').and.include('npx parasol insurer-sim');
  });

  it('names the insurers that do not answer when some do, and says all answer when they do', async () => {
    const up = await listening();
    try {
      const some = await liveCatalogueLine(catalogueAt({ alba: up.url, kestrel: await closedUrl() }), sample, 'PARASOL_CATALOGUE');
      expect(some).to.include('1 of its 2 insurers answering; not answering now: kestrel');
      const all = await liveCatalogueLine(catalogueAt({ alba: up.url }), { sample: false, path: '/etc/parasol/catalogue.json' }, 'PARASOL_CATALOGUE');
      expect(all).to.equal('Live catalogue: /etc/parasol/catalogue.json, rated by its 1 insurers, all answering now.');
    } finally {
      await new Promise((resolve) => up.server.close(resolve));
    }
  });
});
