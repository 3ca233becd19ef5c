import { expect } from 'chai';
import type { PaymentProvider } from '@parasol/core';
import { paymentProviderCases, type PaymentContractCase } from '@parasol/port-contracts';
import { simulatedStripe } from './payments-sim-harness.js';

const caseTitled = (fragment: string): PaymentContractCase => {
  const found = paymentProviderCases.filter((c) => c.title.includes(fragment));
  if (found.length !== 1) throw new Error(`${found.length} payment contract cases have a title containing "${fragment}"`);
  return found[0]!;
};

/** Runs one contract case on the simulated Stripe with the provider `flaw` makes of the real adapter; its failure, or undefined. */
async function failureWith(fragment: string, flaw: (real: PaymentProvider) => PaymentProvider): Promise<unknown> {
  const stripe = await simulatedStripe();
  try {
    await caseTitled(fragment).run({ ...stripe, provider: flaw(stripe.provider) });
    return undefined;
  } catch (e) {
    return e;
  } finally {
    await stripe.close();
  }
}

// A contract that cannot fail proves nothing about the adapters that pass it: each case below
// fails an adapter broken in the way it guards against.
describe('port contracts: the payment contract catches broken providers', function () {
  this.timeout(20_000);

  it('fails a provider that sends a fresh idempotency key on every call (a double click pays twice)', async () => {
    let calls = 0;
    const failure = await failureWith('one payment per idempotency key', (real) => ({
      ...bound(real),
      createPayment: (request) => real.createPayment({ ...request, idempotencyKey: `${request.idempotencyKey}-${(calls += 1)}` }),
    }));
    expect(failure).to.be.instanceOf(Error);
  });

  it('fails a provider that reads webhooks without checking their signature', async () => {
    const failure = await failureWith('refuses a webhook whose body was changed', (real) => ({
      ...bound(real),
      readWebhook: async (rawBody) => real.readWebhook(rawBody, undefined).then(() => ({ ok: true as const, notification: { type: 'other' as const, eventId: 'evt', providerType: 'x' } })),
    }));
    expect(failure).to.be.instanceOf(Error);
  });

  it('fails a provider that reports amounts in major units', async () => {
    const failure = await failureWith('integer minor units', (real) => ({
      ...bound(real),
      retrievePayment: async (id) => {
        const outcome = await real.retrievePayment(id);
        return outcome.ok ? { ok: true as const, value: { ...outcome.value, amount: { ...outcome.value.amount, amountMinor: outcome.value.amount.amountMinor / 100 } } } : outcome;
      },
    }));
    expect(failure).to.be.instanceOf(Error);
  });

  it('passes the real adapter on the same cases', async () => {
    for (const fragment of ['one payment per idempotency key', 'refuses a webhook whose body was changed', 'integer minor units']) {
      expect(await failureWith(fragment, (real) => real), fragment).to.equal(undefined);
    }
  });
});

/** The provider's methods bound to it, to spread into a flawed copy. */
const bound = (real: PaymentProvider): PaymentProvider => ({
  createPayment: (r) => real.createPayment(r),
  retrievePayment: (id) => real.retrievePayment(id),
  refundPayment: (r) => real.refundPayment(r),
  readWebhook: (body, signature) => real.readWebhook(body, signature),
});
