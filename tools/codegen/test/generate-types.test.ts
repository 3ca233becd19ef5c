import { expect } from 'chai';
import { ENDPOINT_LIST } from '@parasol/core';
import { API_OPERATIONS } from '@parasol/core/api-types';
import { ERROR_CATALOGUE } from '@parasol/core';
import { buildClientErrors, buildClientTypes, buildTypes, committedClientErrors, committedClientTypes, committedTypes } from '../src/generate-types.js';

describe('generate-types', function () {
  // json-schema-to-typescript formats with prettier: a few seconds on a loaded machine.
  this.timeout(60_000);

  it('core/src/contract/api-types.ts is exactly what buildTypes() writes (regenerate: node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-types.ts)', async () => {
    expect(committedTypes()).to.equal(await buildTypes());
  });

  it('declares every request and answer body of the endpoint table once, and each endpoint in ApiTypes and API_OPERATIONS', async () => {
    const text = await buildTypes();
    for (const name of ['QuoteRequest', 'QuoteResponse', 'LinkRequest', 'LinkResponse', 'CoachRequest', 'CoachResponse', 'CardsResponse', 'MetaResponse', 'PostbackRequest', 'PostbackResponse', 'StatementResponse', 'ErrorBody', 'Trip', 'Offer']) {
      expect(text.match(new RegExp(`^export (interface|type) ${name}\\b`, 'gm')), name).to.have.length(1);
    }
    for (const endpoint of ENDPOINT_LIST) {
      expect(text).to.include(`  ${endpoint.id}: { method: '${endpoint.method}'; path: '${endpoint.path}';`);
      expect(API_OPERATIONS[endpoint.id as keyof typeof API_OPERATIONS]).to.include({ method: endpoint.method, path: endpoint.path, clientMethod: endpoint.clientMethod });
    }
    // What a link or a postback stores is a write, and so is a webhook endpoint created, deleted or
    // given a new secret, a delivery resent or a test event sent: the client retries none of them unless told.
    expect(Object.entries(API_OPERATIONS).filter(([, op]) => op.stores).map(([id]) => id)).to.deep.equal(['createLink', 'reportConversion', 'createWebhookEndpoint', 'deleteWebhookEndpoint', 'rotateWebhookSecret', 'resendWebhookDelivery', 'testWebhookEndpoint']);
  });

  it('transports/client/src/generated/ is exactly what buildClientTypes() and buildClientErrors() write (the same regeneration command)', async () => {
    expect(committedClientTypes()).to.equal(await buildClientTypes());
    expect(committedClientErrors()).to.equal(buildClientErrors());
  });

  it("the client's copy of the types declares what core's does, under its own banner", async () => {
    const [core, client] = [await buildTypes(), await buildClientTypes()];
    const body = (text: string): string => text.slice(text.indexOf('*/'));
    expect(body(client)).to.equal(body(core));
    expect(client).to.include('for @parasol/client');
  });

  it("lists every wire code of core's error catalogue with its status, and PRICING_TIMEOUT (sent as PRICING_UNAVAILABLE) not at all", () => {
    const text = buildClientErrors();
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      if (code === 'PRICING_TIMEOUT') expect(text).not.to.include(`  ${code}:`);
      else expect(text).to.include(`  ${code}: { status: ${entry.http},`);
    }
  });
});
