import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { DEFAULT_DELIVERY_SETTINGS, DispatchWebhooks, deliveryOf, eventIdOf, type RecordedEvent, type WebhookEndpointRecord, type WebhookRequest, type WebhookResponse } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { ManualClock, MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { EndpointStoreDouble } from './endpoint-store-double.js';

const T0 = Date.UTC(2026, 2, 10, 12);
const QUIET = { info() {}, warn() {}, error() {} };

/**
 * A partner whose receiver is down, with many objects that each have an event after the failed
 * one: those later events are due (they were created long ago) but must wait for the retry of the
 * one before. They sort first, and a batch of them must not hide every other endpoint's deliveries.
 */
describe('webhooks: deliveries waiting behind a retry do not fill the dispatcher’s batch', () => {
  it('sends another endpoint’s event though more than a batch of the down endpoint’s deliveries wait behind their retries', async () => {
    const clock = new ManualClock(T0);
    const deliveries = new MemoryWebhookDeliveryStore();
    const endpoints = new EndpointStoreDouble();
    const box = new SecretBox(randomBytes(32));
    const endpoint = async (endpointId: string): Promise<WebhookEndpointRecord> => {
      await endpoints.create({ endpointId, partnerCode: endpointId, mode: 'sandbox', url: `http://${endpointId}.test/hooks`, events: ['*'], status: 'enabled', secrets: [box.seal(`whsec_${randomBytes(24).toString('base64')}`, randomBytes(12), T0)], createdAt: T0, version: 1 });
      return (await endpoints.get(endpointId))!;
    };
    const down = await endpoint('we_down');
    const up = await endpoint('we_up');
    const event = (partnerCode: string, objectId: string, seq: number): RecordedEvent => ({ eventId: eventIdOf('sandbox', objectId, seq), type: 'sale.updated', at: clock.now(), mode: 'sandbox', partnerCode, objectId, seq, data: {} });
    const sent: string[] = [];
    let downIsBack = false;
    const dispatcher = new DispatchWebhooks(
      {
        deliveries,
        endpoints,
        clock,
        secrets: box,
        logger: QUIET,
        sender: {
          async send(request: WebhookRequest): Promise<WebhookResponse> {
            sent.push(request.url);
            return request.url.includes('we_down') && !downIsBack ? { ok: false, httpStatus: 503, durationMs: 1 } : { ok: true, httpStatus: 200, durationMs: 1 };
          },
        },
      },
      DEFAULT_DELIVERY_SETTINGS,
      'i0',
    );
    const objects = 2 * DEFAULT_DELIVERY_SETTINGS.batch;
    for (let n = 0; n < objects; n++) for (const seq of [0, 1]) await deliveries.create(deliveryOf(event('down', `sale_${n}`, seq), down, clock.now()));
    // Every first event fails and waits for its retry (1 min); every second one waits behind it.
    while ((await dispatcher.run()).attempted > 0);
    expect(sent).to.have.length(objects);
    clock.advance(1000);
    await deliveries.create(deliveryOf(event('up', 'sale_up', 0), up, clock.now()));
    clock.advance(1000);
    for (let round = 0; round < 3 && !sent.includes('http://we_up.test/hooks'); round++) await dispatcher.run();
    expect(sent.filter((url) => url.includes('we_up')), 'the other endpoint’s event went out').to.have.length(1);
    // The waiting ones follow their retries: the receiver is back, and everything goes out.
    downIsBack = true;
    clock.advance(60_000);
    while ((await dispatcher.run()).attempted > 0);
    const left = (await deliveries.list({ partnerCode: 'down', mode: 'sandbox', status: 'pending', limit: 1000 })).deliveries;
    expect(left, 'nothing left pending').to.deep.equal([]);
  });
});
