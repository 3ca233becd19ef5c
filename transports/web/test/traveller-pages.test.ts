import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { StorageUnavailableError, type TravellerFlows } from '@parasol/core';
import { travellerPages } from '../src/index.js';

/** Flows whose every use case finds the storage down. */
const down = async () => {
  throw new StorageUnavailableError('subscriptions unreachable');
};
const flowsDown = { funnel: { open: { run: down } }, widget: { resolve: { run: down } } } as unknown as TravellerFlows;

describe('travellerPages as a middleware', () => {
  let server: Server;
  let base: string;
  before(async () => {
    const app = new Koa();
    app.use(travellerPages({ flows: flowsDown }));
    // What the REST app puts after the pages: the API.
    app.use((ctx) => {
      ctx.body = 'the API';
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a storage outage on its pages with a page (503, Retry-After), in the language asked', async () => {
    const answer = await fetch(`${base}/funnel/s/sub_AAAAAAAAAAAAAAAAAAAAAA?lang=fr`);
    expect(answer.status).to.equal(503);
    expect(answer.headers.get('retry-after')).to.equal('1');
    expect(answer.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(await answer.text()).to.contain('Un problème est survenu de notre côté');
    const frame = await fetch(`${base}/widget/frame?ref=acme-spring24`);
    expect(frame.status).to.equal(503);
    expect(frame.headers.get('content-security-policy')).to.contain('frame-ancestors *');
  });

  it('passes every other path on, untouched', async () => {
    for (const path of ['/api/v1/travel/meta', '/funnel', '/widget.json', '/Widget.js']) {
      const answer = await fetch(`${base}${path}`);
      expect(await answer.text(), path).to.equal('the API');
    }
  });
});
