import { expect } from 'chai';
import { startPaymentsSimulator } from '@parasol/sims';
import { createEmbeddedParasol } from '../../src/compose/create-embedded-parasol.js';
import { paymentProviderFromEnvironment } from '../../src/compose/payments-from-environment.js';

describe('composition: the payment provider from the environment', () => {
  it('is absent without PARASOL_STRIPE_SECRET_KEY, and a half configuration names the missing variable', async () => {
    expect(await paymentProviderFromEnvironment({})).to.equal(undefined);
    let refused: unknown;
    await paymentProviderFromEnvironment({ PARASOL_STRIPE_SECRET_KEY: 'sk_test_half' }).catch((e: unknown) => (refused = e));
    expect(refused).to.be.instanceOf(Error).with.property('message').that.includes('PARASOL_STRIPE_WEBHOOK_SECRET').and.not.includes('sk_test_half');
  });

  it('is the Stripe adapter on PARASOL_STRIPE_API_BASE when configured, and composes (bound, used by nothing yet)', async () => {
    const sim = await startPaymentsSimulator({ apiKey: 'sk_test_composed' });
    try {
      const payments = await paymentProviderFromEnvironment({
        PARASOL_STRIPE_SECRET_KEY: 'sk_test_composed',
        PARASOL_STRIPE_WEBHOOK_SECRET: 'whsec_composed',
        PARASOL_STRIPE_API_BASE: sim.url,
      });
      const created = await payments!.createPayment({
        checkoutId: 'co_composed',
        subscriptionId: 'sub_composed',
        idempotencyKey: 'co_composed-a1',
        amount: { amountMinor: 1200, currency: 'EUR' },
        description: 'Travel insurance',
        successUrl: 'http://127.0.0.1:9/done',
        cancelUrl: 'http://127.0.0.1:9/back',
      });
      expect(created.ok && created.value.payUrl.startsWith(`${sim.url}/pay/`)).to.equal(true);
      expect(() => createEmbeddedParasol({ payments: payments! })).not.to.throw();
    } finally {
      await sim.close();
    }
  });
});
