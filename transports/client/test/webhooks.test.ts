import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../../tools/server/src/index.js';
import { ParasolHttpClient, verifyWebhook, WebhookVerificationError, type TypedWebhookEvent } from '../src/index.js';

const SALE_EVENT = {
  id: 'evt_sale_123',
  type: 'sale.booked',
  createdAt: '2026-11-27T12:00:00.000Z',
  mode: 'sandbox',
  partner: 'demo',
  apiVersion: '1.0.0',
  data: { sale: { saleId: 'sale_1', externalOrderId: 'order-1', commissionMinor: 1200 }, entry: { seq: 1, kind: 'booking' } },
};

/** What Parasol's sender puts on a delivery: one v1 signature per live secret, space-separated. */
const signed = (payload: string, secrets: readonly string[], at = new Date()) => ({
  'webhook-id': 'evt_sale_123',
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': secrets.map((secret) => new Webhook(secret).sign('evt_sale_123', at, payload)).join(' '),
});

describe('@parasol/client: webhooks', function () {
  this.timeout(20_000);

  describe('the endpoint methods against a real Parasol REST server on loopback', () => {
    let server: RunningServer;
    let client: ParasolHttpClient;
    before(async () => {
      const parasol = createEmbeddedParasol();
      await parasol.admin.partners.register({ code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] });
      const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'demo' });
      if (!created.ok) throw new Error('key');
      server = await startRestServer({ parasol });
      client = new ParasolHttpClient({ baseUrl: server.url, ...created.value });
    });
    after(() => server.close());

    it('creates, lists, rotates and deletes an endpoint, the {id} filled into the path and signed as sent', async () => {
      const created = await client.createWebhookEndpoint({ url: 'https://hooks.demo.example/parasol', events: ['sale.booked'] });
      if (!created.ok) throw new Error(created.code);
      expect(created.status).to.equal(201);
      const { id, secret } = created.body;
      const listed = await client.webhookEndpoints();
      expect(listed.ok && listed.body.endpoints.map((e) => e.id)).to.deep.equal([id]);
      const rotated = await client.rotateWebhookSecret({ id });
      if (!rotated.ok) throw new Error(rotated.code);
      expect(rotated.body.secret).to.not.equal(secret);
      const deleted = await client.deleteWebhookEndpoint({ id });
      expect(deleted.ok && deleted.body).to.deep.equal({ id, deleted: true });
      const again = await client.deleteWebhookEndpoint({ id });
      expect(again.ok ? 'ok' : again.code).to.equal('WEBHOOK_ENDPOINT_NOT_FOUND');
    });

    it('a secret the API answers is one the standardwebhooks library signs and verifies with', async () => {
      const created = await client.createWebhookEndpoint({ url: 'https://hooks.demo.example/secret', events: ['*'] });
      if (!created.ok) throw new Error(created.code);
      const payload = JSON.stringify(SALE_EVENT);
      expect(verifyWebhook(payload, signed(payload, [created.body.secret]), created.body.secret).id).to.equal('evt_sale_123');
    });
  });

  describe('verifyWebhook', () => {
    const secret = `whsec_${Buffer.from('a-test-secret-of-thirty-two-byte').toString('base64')}`;
    const other = `whsec_${Buffer.from('another-secret-of-32-bytes-long!').toString('base64')}`;
    const payload = JSON.stringify(SALE_EVENT);

    it('returns the event, typed by its type, from the raw body as a string or as bytes', () => {
      const event: TypedWebhookEvent = verifyWebhook(Buffer.from(payload), signed(payload, [secret]), secret);
      expect(event).to.deep.equal(SALE_EVENT);
      // The type narrows `data`: a sale event's data has the sale (checked by the compiler too).
      if (event.type === 'sale.booked') expect(event.data.sale.saleId).to.equal('sale_1');
      else expect.fail('a sale.booked event');
      expect(verifyWebhook(payload, signed(payload, [secret]), secret).type).to.equal('sale.booked');
    });

    it('verifies with either secret during a rotation (one signature per live secret)', () => {
      const headers = signed(payload, [other, secret]);
      expect(verifyWebhook(payload, headers, secret).id).to.equal('evt_sale_123');
      expect(verifyWebhook(payload, headers, other).id).to.equal('evt_sale_123');
    });

    it('reads the headers from a fetch Headers object or a node request, names in any case, a repeated one by its first value', () => {
      const headers = signed(payload, [secret]);
      expect(verifyWebhook(payload, new Headers(headers), secret).id).to.equal('evt_sale_123');
      const shouted = { 'Webhook-Id': headers['webhook-id'], 'WEBHOOK-TIMESTAMP': [headers['webhook-timestamp'], '0'], 'webhook-signature': headers['webhook-signature'] };
      expect(verifyWebhook(payload, shouted, secret).id).to.equal('evt_sale_123');
    });

    it('refuses with WebhookVerificationError and the reason: another secret, a changed body, stale, headers missing', () => {
      const refusal = (run: () => unknown): string => {
        try {
          run();
        } catch (e) {
          expect(e).to.be.instanceOf(WebhookVerificationError);
          return (e as Error).message;
        }
        return expect.fail('verified');
      };
      expect(refusal(() => verifyWebhook(payload, signed(payload, [other]), secret))).to.equal('No matching signature found');
      expect(refusal(() => verifyWebhook(payload.replace('1200', '9200'), signed(payload, [secret]), secret))).to.equal('No matching signature found');
      expect(refusal(() => verifyWebhook(payload, signed(payload, [secret], new Date(Date.now() - 10 * 60_000)), secret))).to.equal('Message timestamp too old');
      const { 'webhook-signature': _dropped, ...unsigned } = signed(payload, [secret]);
      expect(refusal(() => verifyWebhook(payload, unsigned, secret))).to.equal('Missing required headers');
      const notAnEvent = '[1,2]';
      expect(refusal(() => verifyWebhook(notAnEvent, signed(notAnEvent, [secret]), secret))).to.match(/no Parasol event/);
    });
  });
});
