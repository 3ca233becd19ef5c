import { expect } from 'chai';
import type { PaymentAmount, PaymentProvider } from '@parasol/core';

/** The cards every provider's test mode knows (Stripe's numbers; a harness maps them to its own). */
export type TestCard = 'succeeds' | 'declined' | 'insufficient_funds';

/** A received webhook, as the route will get it: the raw body and the signature header. */
export interface ReceivedWebhook {
  readonly rawBody: string;
  readonly signature: string | undefined;
}

/**
 * A provider and the traveller's side of it, for the contract: paying on the hosted page, and the
 * webhooks the provider sent. Made fresh per case, closed after it.
 */
export interface PaymentHarness {
  readonly provider: PaymentProvider;
  /** The traveller types `card` on the page at `payUrl` and submits. */
  pay(payUrl: string, card: TestCard): Promise<void>;
  /** The webhooks received so far, once every one sent has arrived. */
  webhooks(): Promise<readonly ReceivedWebhook[]>;
  close(): Promise<void>;
}

export interface PaymentContractCase {
  readonly title: string;
  readonly run: (harness: PaymentHarness) => Promise<void>;
}

const EUR_45_60: PaymentAmount = { amountMinor: 4560, currency: 'EUR' };
let serial = 0;
/** A payment request with a fresh checkout id and key (providers keep keys across cases). */
const aPaymentRequest = (overrides: { amount?: PaymentAmount; key?: string } = {}) => {
  serial += 1;
  const checkoutId = `co_contract_${process.pid}_${Date.now()}_${serial}`;
  return {
    checkoutId,
    subscriptionId: `sub_contract_${serial}`,
    idempotencyKey: overrides.key ?? `${checkoutId}-a1`,
    amount: overrides.amount ?? EUR_45_60,
    description: 'Travel insurance, 7 days',
    successUrl: 'http://127.0.0.1:9/checkout/done?payment={PAYMENT_ID}',
    cancelUrl: 'http://127.0.0.1:9/checkout/back',
  };
};

const valueOf = <T>(outcome: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.failure)}`);
  return outcome.value;
};

const aPaidPayment = async (harness: PaymentHarness, amount: PaymentAmount = EUR_45_60) => {
  const request = aPaymentRequest({ amount });
  const created = valueOf(await harness.provider.createPayment(request));
  await harness.pay(created.payUrl, 'succeeds');
  return { request, created };
};

/** What every PaymentProvider adapter must do (core/src/ports/payment-provider.ts). */
export const paymentProviderCases: readonly PaymentContractCase[] = [
  {
    title: 'creates a payment with a page to pay on, open, for the amount and checkout asked',
    run: async ({ provider }) => {
      const request = aPaymentRequest();
      const created = valueOf(await provider.createPayment(request));
      expect(created.paymentId).to.be.a('string').that.is.not.empty;
      expect(() => new URL(created.payUrl)).not.to.throw();
      expect(created.expiresAt).to.be.above(Date.now());
      expect(valueOf(await provider.retrievePayment(created.paymentId))).to.deep.equal({
        paymentId: created.paymentId,
        checkoutId: request.checkoutId,
        status: 'open',
        amount: EUR_45_60,
        declineCode: null,
      });
    },
  },
  {
    title: 'creates one payment per idempotency key: the same key answers the same payment, another key another',
    run: async ({ provider }) => {
      const request = aPaymentRequest();
      const [first, again] = await Promise.all([provider.createPayment(request), provider.createPayment(request)]);
      expect(valueOf(again).paymentId).to.equal(valueOf(first).paymentId);
      const other = valueOf(await provider.createPayment({ ...request, idempotencyKey: `${request.checkoutId}-a2` }));
      expect(other.paymentId).not.to.equal(valueOf(first).paymentId);
    },
  },
  {
    title: 'keeps amounts in integer minor units, a zero-decimal currency included',
    run: async ({ provider }) => {
      const amount = { amountMinor: 5400, currency: 'JPY' };
      const created = valueOf(await provider.createPayment(aPaymentRequest({ amount })));
      expect(valueOf(await provider.retrievePayment(created.paymentId)).amount).to.deep.equal(amount);
    },
  },
  {
    title: 'reads a payment paid on its page as paid',
    run: async (harness) => {
      const { created } = await aPaidPayment(harness);
      expect(valueOf(await harness.provider.retrievePayment(created.paymentId))).to.include({ status: 'paid', declineCode: null });
    },
  },
  {
    title: 'reads a declined card as open with its decline code, and a later good card as paid',
    run: async (harness) => {
      const created = valueOf(await harness.provider.createPayment(aPaymentRequest()));
      await harness.pay(created.payUrl, 'declined');
      expect(valueOf(await harness.provider.retrievePayment(created.paymentId))).to.include({ status: 'open', declineCode: 'generic_decline' });
      await harness.pay(created.payUrl, 'insufficient_funds');
      expect(valueOf(await harness.provider.retrievePayment(created.paymentId))).to.include({ status: 'open', declineCode: 'insufficient_funds' });
      await harness.pay(created.payUrl, 'succeeds');
      expect(valueOf(await harness.provider.retrievePayment(created.paymentId)).status).to.equal('paid');
    },
  },
  {
    title: 'answers not_found for a payment it never created',
    run: async ({ provider }) => {
      const outcome = await provider.retrievePayment('cs_test_never_created');
      expect(outcome.ok ? 'ok' : outcome.failure.kind).to.equal('not_found');
    },
  },
  {
    title: 'refunds a paid payment in full, once per key: the same key answers the same refund',
    run: async (harness) => {
      const { created } = await aPaidPayment(harness);
      const key = `refund-${created.paymentId}`;
      const refund = valueOf(await harness.provider.refundPayment({ paymentId: created.paymentId, idempotencyKey: key }));
      expect(refund).to.include({ paymentId: created.paymentId, status: 'succeeded' });
      expect(refund.amount).to.deep.equal(EUR_45_60);
      const again = valueOf(await harness.provider.refundPayment({ paymentId: created.paymentId, idempotencyKey: key }));
      expect(again.refundId).to.equal(refund.refundId);
    },
  },
  {
    title: 'refuses to refund a payment twice under another key, and a payment that took no money',
    run: async (harness) => {
      const { created } = await aPaidPayment(harness);
      valueOf(await harness.provider.refundPayment({ paymentId: created.paymentId, idempotencyKey: `refund-${created.paymentId}` }));
      const twice = await harness.provider.refundPayment({ paymentId: created.paymentId, idempotencyKey: `other-${created.paymentId}` });
      expect(twice.ok ? 'ok' : twice.failure.kind).to.equal('refused');
      const unpaid = valueOf(await harness.provider.createPayment(aPaymentRequest()));
      const refused = await harness.provider.refundPayment({ paymentId: unpaid.paymentId, idempotencyKey: `refund-${unpaid.paymentId}` });
      expect(refused.ok ? 'ok' : refused.failure.kind).to.equal('refused');
    },
  },
  {
    title: 'reads its own webhook of a paid payment as payment_succeeded, naming the payment, the checkout and the amount',
    run: async (harness) => {
      const { request, created } = await aPaidPayment(harness);
      const readings = await Promise.all((await harness.webhooks()).map((w) => harness.provider.readWebhook(w.rawBody, w.signature)));
      const succeeded = readings.flatMap((r) => (r.ok && r.notification.type === 'payment_succeeded' ? [r.notification] : []));
      expect(succeeded).to.have.length(1);
      expect(succeeded[0]).to.include({ paymentId: created.paymentId, checkoutId: request.checkoutId });
      expect(succeeded[0]!.amount).to.deep.equal(EUR_45_60);
      // A redelivery is the same notification: the same event id.
      const [delivered] = (await harness.webhooks()).filter((w) => w.rawBody.includes(created.paymentId) && w.rawBody.includes('completed'));
      const twice = await harness.provider.readWebhook(Buffer.from(delivered!.rawBody), delivered!.signature);
      expect(twice.ok && twice.notification.eventId).to.equal(succeeded[0]!.eventId);
    },
  },
  {
    title: 'refuses a webhook whose body was changed, whose signature is missing or made with another secret',
    run: async (harness) => {
      const { created } = await aPaidPayment(harness);
      const genuine = (await harness.webhooks()).find((w) => w.rawBody.includes(created.paymentId) && w.rawBody.includes('"amount_total"'));
      expect(genuine, 'the provider sent a webhook').not.to.equal(undefined);
      const tampered = genuine!.rawBody.replace(/"amount_total": \d+/, '"amount_total": 1');
      expect(tampered).not.to.equal(genuine!.rawBody);
      expect((await harness.provider.readWebhook(tampered, genuine!.signature)).ok).to.equal(false);
      expect((await harness.provider.readWebhook(genuine!.rawBody, undefined)).ok).to.equal(false);
      const forged = genuine!.signature!.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
      expect((await harness.provider.readWebhook(genuine!.rawBody, forged)).ok).to.equal(false);
    },
  },
];

/** Registers one mocha `it` per case under `PaymentProvider contract: <name>`, each on a fresh harness. */
export function paymentProviderContract(name: string, make: () => Promise<PaymentHarness>): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    for (const c of paymentProviderCases) {
      it(c.title, async () => {
        const harness = await make();
        try {
          await c.run(harness);
        } finally {
          await harness.close();
        }
      });
    }
  });
}
