import { expect } from 'chai';
import type { PaymentOutcome } from '@parasol/core';
import { stripeSettingsFromEnvironment } from '../src/index.js';
import { payOnPage, simulatedStripe, SECRET_KEY, WEBHOOK_SECRET } from './payments-sim-harness.js';

const request = (checkoutId: string) => ({
  checkoutId,
  subscriptionId: 'sub_faults',
  idempotencyKey: `${checkoutId}-a1`,
  amount: { amountMinor: 1999, currency: 'GBP' },
  description: 'Travel insurance',
  successUrl: 'http://127.0.0.1:9/done?payment={PAYMENT_ID}',
  cancelUrl: 'http://127.0.0.1:9/back',
});

const failureKind = (outcome: PaymentOutcome<unknown>) => (outcome.ok ? 'ok' : outcome.failure.kind);

describe('StripePaymentProvider against payments-sim: faults', function () {
  this.timeout(20_000);

  it('answers unavailable for an API 500, and a retry under the same key creates one payment', async () => {
    const stripe = await simulatedStripe();
    try {
      stripe.simulator.faults.failNext(1);
      expect(failureKind(await stripe.provider.createPayment(request('co_500')))).to.equal('unavailable');
      const created = await stripe.provider.createPayment(request('co_500'));
      expect(created.ok).to.equal(true);
      expect(stripe.simulator.account.sessionCount()).to.equal(1);
    } finally {
      await stripe.close();
    }
  });

  it("lets the SDK's own retry ride over a 500 with the same idempotency key: one payment", async () => {
    const stripe = await simulatedStripe({}, { maxNetworkRetries: 1 });
    try {
      stripe.simulator.faults.failNext(1);
      const created = await stripe.provider.createPayment(request('co_retry'));
      expect(created.ok).to.equal(true);
      expect(stripe.simulator.apiRequestCount()).to.equal(2);
      expect(stripe.simulator.account.sessionCount()).to.equal(1);
    } finally {
      await stripe.close();
    }
  });

  it('answers unavailable when the API never answers (the timeout)', async () => {
    const stripe = await simulatedStripe({}, { timeoutMs: 300 });
    try {
      stripe.simulator.faults.hangNext(1);
      expect(failureKind(await stripe.provider.retrievePayment('cs_test_sim1'))).to.equal('unavailable');
    } finally {
      await stripe.close();
    }
  });

  it("answers refused with Stripe's message for a wrong secret key", async () => {
    const stripe = await simulatedStripe({}, { secretKey: 'sk_test_someone_else' });
    try {
      const outcome = await stripe.provider.createPayment(request('co_key'));
      expect(outcome.ok).to.equal(false);
      if (!outcome.ok) expect(outcome.failure).to.include({ kind: 'refused' });
    } finally {
      await stripe.close();
    }
  });

  it('reads a duplicated webhook as the same notification twice (the same event id)', async () => {
    const stripe = await simulatedStripe({ webhook: 'duplicated' });
    try {
      const created = await stripe.provider.createPayment(request('co_dup'));
      if (!created.ok) throw new Error('not created');
      await payOnPage(created.value.payUrl, 'succeeds');
      const readings = await Promise.all((await stripe.webhooks()).map((w) => stripe.provider.readWebhook(w.rawBody, w.signature)));
      const succeeded = readings.flatMap((r) => (r.ok && r.notification.type === 'payment_succeeded' ? [r.notification.eventId] : []));
      expect(succeeded).to.have.length(2);
      expect(succeeded[0]).to.equal(succeeded[1]);
    } finally {
      await stripe.close();
    }
  });

  it('holds webhooks when late until released, and sends none when never', async () => {
    const late = await simulatedStripe({ webhook: 'late' });
    try {
      const created = await late.provider.createPayment(request('co_late'));
      if (!created.ok) throw new Error('not created');
      const redirect = await payOnPage(created.value.payUrl, 'succeeds');
      expect(redirect.status).to.equal(303);
      // The traveller is back (the redirect) and the payment reads paid before any webhook arrived.
      expect(await late.webhooks()).to.deep.equal([]);
      const view = await late.provider.retrievePayment(created.value.paymentId);
      expect(view.ok && view.value.status).to.equal('paid');
      await late.simulator.releaseWebhooks();
      expect((await late.webhooks()).map((w) => JSON.parse(w.rawBody).type)).to.deep.equal(['payment_intent.succeeded', 'checkout.session.completed']);
    } finally {
      await late.close();
    }
    const never = await simulatedStripe({ webhook: 'never' });
    try {
      const created = await never.provider.createPayment(request('co_never'));
      if (!created.ok) throw new Error('not created');
      await payOnPage(created.value.payUrl, 'succeeds');
      expect(await never.webhooks()).to.deep.equal([]);
      expect(never.simulator.events.map((e) => e.type)).to.include('checkout.session.completed');
    } finally {
      await never.close();
    }
  });

  it('reads an expired payment page as expired, by retrieval and by webhook', async () => {
    const stripe = await simulatedStripe();
    try {
      const created = await stripe.provider.createPayment(request('co_expire'));
      if (!created.ok) throw new Error('not created');
      const expired = await fetch(`${stripe.simulator.url}/v1/checkout/sessions/${created.value.paymentId}/expire`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}` } });
      expect(expired.status).to.equal(200);
      const view = await stripe.provider.retrievePayment(created.value.paymentId);
      expect(view.ok && view.value.status).to.equal('expired');
      const readings = await Promise.all((await stripe.webhooks()).map((w) => stripe.provider.readWebhook(w.rawBody, w.signature)));
      expect(readings.map((r) => r.ok && r.notification.type)).to.deep.equal(['payment_expired']);
    } finally {
      await stripe.close();
    }
  });
});

describe('Stripe settings from the environment', () => {
  it('is absent without a secret key, and needs the webhook secret with one', () => {
    expect(stripeSettingsFromEnvironment({})).to.equal(undefined);
    expect(() => stripeSettingsFromEnvironment({ PARASOL_STRIPE_SECRET_KEY: 'sk_test_x' })).to.throw(/PARASOL_STRIPE_WEBHOOK_SECRET/);
    expect(stripeSettingsFromEnvironment({ PARASOL_STRIPE_SECRET_KEY: 'sk_test_x', PARASOL_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PARASOL_STRIPE_API_BASE: 'http://127.0.0.1:12111' })).to.deep.equal({
      secretKey: 'sk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('refuses an API base with a path, or not http(s), naming the variable and never a secret', () => {
    const env = { PARASOL_STRIPE_SECRET_KEY: 'sk_test_secret_value', PARASOL_STRIPE_WEBHOOK_SECRET: 'whsec_secret_value' };
    for (const apiBase of ['http://127.0.0.1:12111/v1', 'ftp://127.0.0.1', 'not a url']) {
      expect(() => stripeSettingsFromEnvironment({ ...env, PARASOL_STRIPE_API_BASE: apiBase }))
        .to.throw(/PARASOL_STRIPE_API_BASE/)
        .with.property('message')
        .that.does.not.match(/secret_value/);
    }
  });
});
