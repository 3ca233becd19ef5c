import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { ledgerModule, webhookEndpointsModule } from '@parasol/core';
import { MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { HttpWebhookSender } from '@parasol/webhook-http';
import { createEmbeddedParasol, memoryStores } from '../../src/index.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { NOON, TestClock } from './webhook-fixture.js';

type Body = Record<string, unknown>;

/**
 * payout.created, payout.paid and payout.failed (docs/webhooks.md): recorded in the payout's outbox
 * by the same write as the step (core/src/webhooks/payout-events.ts), delivered signed to the
 * partner's endpoint of the payout's mode, `data` the payout as GET /api/v1/ledger/payouts/{id}
 * shows it; a run's working steps (assembling) are nobody's event.
 */
describe('webhooks: payout events', () => {
  const receivers: LoopbackReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.stop()));
  });

  const aWorld = async () => {
    const clock = new TestClock(NOON);
    const parasol = createEmbeddedParasol({
      clock,
      // Every store, the sale store also the payout queue: what the embedded default composes.
      stores: memoryStores(),
      // The payouts module comes with the payout and settlement stores (createEmbeddedParasol).
      modules: [ledgerModule(), webhookEndpointsModule({ settings: { allowLoopback: true, maxEndpoints: 16 } })],
      webhooks: { deliveries: new MemoryWebhookDeliveryStore(), sender: new HttpWebhookSender({ allowSandboxLoopback: true }), settings: { schedule: [1000] } },
    });
    const registered = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] });
    if (!registered.ok) throw new Error(registered.failure.detail);
    const issued = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 1_000_000 });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const client = parasol.client(issued.value);
    const receiver = await new LoopbackReceiver().start();
    receivers.push(receiver);
    const created = (await client.createWebhookEndpoint({ url: receiver.url, events: ['payout.created', 'payout.paid', 'payout.failed'] })).body as Body;
    const webhook = new Webhook(String(created['secret']));
    /** A validated sale of `amount` EUR (10 % commission). */
    const aValidatedSale = async (orderId: string, amount: number) => {
      const answer = await client.conversion({ ref: 'acme-main', externalOrderId: orderId, amount, status: 'validated' });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    };
    const payouts = parasol.admin.payouts!;
    /** Rounds of the serving loop until nothing more is delivered (one object's events go one after the other), then what arrived. */
    const events = async (): Promise<Body[]> => {
      for (let before = -1; before !== receiver.received.length; ) {
        before = receiver.received.length;
        await parasol.webhooks!.round();
      }
      return receiver.received.map((r) => webhook.verify(r.body, r.headers as Record<string, string>) as Body);
    };
    return { parasol, client, clock, payouts, aValidatedSale, events };
  };

  it('a payout run sends payout.created, a mark paid payout.paid, each with the payout as the API shows it', async () => {
    const { client, clock, payouts, aValidatedSale, events } = await aWorld();
    await aValidatedSale('o-1', 600);
    clock.advance(1000);
    const [group] = await payouts.run({ ledger: 'sandbox', runKey: 'run-1' });
    const payoutId = String((group as { payoutId?: string }).payoutId);
    const created = await events();
    expect(created.map((e) => e['type'])).to.deep.equal(['payout.created']);
    const shown = (await client.payout({ payoutId })).body as Body;
    const data = created[0]!['data'] as Body;
    expect(data['payout']).to.deep.equal(shown['payout']);
    expect(data['lines']).to.deep.equal(shown['lines']);
    expect(created[0]).to.include({ mode: 'sandbox', partner: 'acme' });

    clock.advance(1000);
    const marked = await payouts.markPaid('sandbox', payoutId, 'BANK-REF-1', 'ops');
    expect(marked).to.deep.include({ status: 'paid' });
    const all = await events();
    expect(all.map((e) => e['type'])).to.deep.equal(['payout.created', 'payout.paid']);
    expect((all[1]!['data'] as { payout: Body }).payout).to.include({ status: 'paid', reference: 'BANK-REF-1' });
    expect(all[1]!['id']).not.to.equal(all[0]!['id']);
  });

  it('a mark failed sends payout.failed; a run that pays nothing (below the minimum) sends nothing', async () => {
    const { clock, payouts, aValidatedSale, events } = await aWorld();
    await aValidatedSale('small', 100);
    clock.advance(1000);
    await payouts.run({ ledger: 'sandbox', runKey: 'run-small' });
    expect(await events()).to.deep.equal([]);
    await aValidatedSale('big', 600);
    clock.advance(1000);
    const [group] = await payouts.run({ ledger: 'sandbox', runKey: 'run-big' });
    const payoutId = String((group as { payoutId?: string }).payoutId);
    const failed = await payouts.markFailed('sandbox', payoutId, 'account closed', 'ops');
    expect(failed).to.deep.include({ status: 'failed' });
    expect((await events()).map((e) => e['type'])).to.deep.equal(['payout.created', 'payout.failed']);
  });
});
