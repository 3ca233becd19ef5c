import { expect } from 'chai';
import type { CheckoutStore, StoredCheckout } from '@parasol/core';
import { applyCheckoutEvent, openCheckout } from '@parasol/core/internal';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const T0 = Date.UTC(2026, 10, 27, 12);

/** A new checkout of `subscriptionId`, version 1, without a payment page yet. */
export const aStoredCheckout = (subscriptionId = 'sub_checkoutContract01', checkoutId = `co_${subscriptionId.slice(4)}`): StoredCheckout => ({
  checkout: openCheckout({ checkoutId, subscriptionId, charge: { amountMinor: 4_990, currency: 'EUR' } }),
  pages: [],
  version: 1,
  createdAt: T0,
  updatedAt: T0,
});

/** `stored` after its first payment page was created: payment_pending, the page recorded, the charge done. */
export const withPaymentPage = (stored: StoredCheckout, paymentId: string): StoredCheckout => {
  const step = applyCheckoutEvent({ ...stored.checkout, effectsDone: stored.checkout.effects.length }, { type: 'payment_created', attempt: stored.checkout.attempt, paymentId });
  return {
    ...stored,
    checkout: step.checkout,
    pages: [...stored.pages, { paymentId, payUrl: `http://127.0.0.1:12111/pay/${paymentId}`, expiresAt: T0 + 86_400_000 }],
    version: stored.version + 1,
    updatedAt: stored.updatedAt + 1_000,
  };
};

/**
 * What every CheckoutStore adapter must do (core/src/ports/checkout-store.ts): one checkout per
 * subscription however many clicks race, and a compare-and-set that lets exactly one of the
 * redirect and the webhook move a checkout.
 */
export const checkoutStoreCases: readonly ContractCase<CheckoutStore>[] = [
  {
    title: 'knows nothing of a checkout, subscription or payment it was never given',
    run: async (store) => {
      expect(await store.get('co_never')).to.equal(undefined);
      expect(await store.bySubscription('sub_never')).to.equal(undefined);
      expect(await store.byPayment('cs_never')).to.equal(undefined);
    },
  },
  {
    title: 'creates an absent checkout and returns it whole by checkout id and by subscription id',
    run: async (store) => {
      const stored = aStoredCheckout();
      expect(await store.create(stored)).to.equal(true);
      expect(await store.get(stored.checkout.checkoutId)).to.deep.equal(stored);
      expect(await store.bySubscription(stored.checkout.subscriptionId)).to.deep.equal(stored);
    },
  },
  {
    title: 'refuses a second checkout of the same subscription, and changes nothing',
    run: async (store) => {
      const first = aStoredCheckout('sub_one', 'co_first');
      await store.create(first);
      expect(await store.create(aStoredCheckout('sub_one', 'co_second'))).to.equal(false);
      expect(await store.bySubscription('sub_one')).to.deep.equal(first);
      expect(await store.get('co_second')).to.equal(undefined);
    },
  },
  {
    title: 'refuses a checkout whose id another subscription’s checkout has, and changes nothing',
    run: async (store) => {
      await store.create(aStoredCheckout('sub_one', 'co_same'));
      expect(await store.create(aStoredCheckout('sub_two', 'co_same'))).to.equal(false);
      expect(await store.bySubscription('sub_two')).to.equal(undefined);
      expect((await store.get('co_same'))?.checkout.subscriptionId).to.equal('sub_one');
    },
  },
  {
    title: 'of 20 concurrent creates for one subscription, exactly one succeeds',
    run: async (store) => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => store.create(aStoredCheckout('sub_race', `co_race${i}`))));
      expect(answers.filter(Boolean)).to.have.length(1);
      const winner = answers.indexOf(true);
      expect((await store.bySubscription('sub_race'))?.checkout.checkoutId).to.equal(`co_race${winner}`);
    },
  },
  {
    title: 'replaces on the expected version, and finds the checkout by its new payment’s id',
    run: async (store) => {
      const stored = aStoredCheckout();
      await store.create(stored);
      const next = withPaymentPage(stored, 'cs_test_first');
      expect(await store.replace(next, 1)).to.equal(true);
      expect(await store.get(stored.checkout.checkoutId)).to.deep.equal(next);
      expect(await store.byPayment('cs_test_first')).to.deep.equal(next);
    },
  },
  {
    title: 'refuses a replace on a stale version or one not moving the version by exactly one, and changes nothing',
    run: async (store) => {
      const stored = aStoredCheckout();
      await store.create(stored);
      const next = withPaymentPage(stored, 'cs_test_a');
      expect(await store.replace(next, 2)).to.equal(false);
      expect(await store.replace({ ...next, version: 3 }, 1)).to.equal(false);
      expect(await store.replace(next, 1)).to.equal(true);
      expect(await store.replace(withPaymentPage(stored, 'cs_test_b'), 1)).to.equal(false);
      expect(await store.get(stored.checkout.checkoutId)).to.deep.equal(next);
      expect(await store.byPayment('cs_test_b')).to.equal(undefined);
    },
  },
  {
    title: 'never creates through replace',
    run: async (store) => {
      const stored = aStoredCheckout();
      expect(await store.replace({ ...stored, version: 2 }, 1)).to.equal(false);
      expect(await store.bySubscription(stored.checkout.subscriptionId)).to.equal(undefined);
    },
  },
  {
    title: 'refuses a replace naming another checkout id for the subscription, or dropping a payment page',
    run: async (store) => {
      const stored = aStoredCheckout('sub_one', 'co_one');
      await store.create(stored);
      const paged = withPaymentPage(stored, 'cs_test_kept');
      await store.replace(paged, 1);
      const other = { ...paged, checkout: { ...paged.checkout, checkoutId: 'co_other' }, version: 3 };
      expect(await store.replace(other, 2)).to.equal(false);
      expect(await store.replace({ ...paged, pages: [], version: 3 }, 2)).to.equal(false);
      expect(await store.get('co_one')).to.deep.equal(paged);
      expect(await store.byPayment('cs_test_kept')).to.deep.equal(paged);
    },
  },
  {
    title: 'of 20 concurrent replaces from one version (the redirect and the webhook racing), exactly one is stored',
    run: async (store) => {
      const stored = aStoredCheckout();
      await store.create(stored);
      const rivals = Array.from({ length: 20 }, (_, i) => withPaymentPage(stored, `cs_test_rival${i}`));
      const answers = await Promise.all(rivals.map((r) => store.replace(r, 1)));
      expect(answers.filter(Boolean)).to.have.length(1);
      expect(await store.get(stored.checkout.checkoutId)).to.deep.equal(rivals[answers.indexOf(true)]);
    },
  },
];

export function checkoutStoreContract(name: string, make: StoreFactory<CheckoutStore>): void {
  runContract(`CheckoutStore contract: ${name}`, checkoutStoreCases, make);
}
