import type { Checkout } from './checkout-record.js';

/** A payment attempt's page at the provider, as createPayment answered it. */
export interface PaymentPage {
  readonly paymentId: string;
  /** Where the traveller pays. */
  readonly payUrl: string;
  readonly expiresAt: number; // epoch ms
}

/**
 * A checkout as stored: the record (core/src/checkout/checkout.ts, with its outbox), the payment
 * pages created for it (how a provider's notification or a return from its page finds the
 * checkout, and where the Pay button sends the traveller), and the compare-and-set version.
 */
export interface StoredCheckout {
  readonly checkout: Checkout;
  /** Every payment attempt's page, in creation order; only ever grows. */
  readonly pages: readonly PaymentPage[];
  /** 1 at creation, +1 per change. */
  readonly version: number;
  readonly createdAt: number; // epoch ms
  readonly updatedAt: number; // epoch ms
}

/**
 * Where checkouts live (docs/checkout.md, "The checkout store"). At most one checkout per
 * subscription: creating one is create-if-absent on the subscription id, so two clicks on Pay
 * open one checkout. Every later change is a compare-and-set on `version`, so the redirect back
 * and the webhook, racing, never both move it: the loser reads again and finds its event a
 * duplicate. No operation touches two documents. Records handed out are copies (or frozen).
 *
 * MongoDB: `_id` = the subscription id (the natural key decides races: a duplicate key means
 * "this subscription has a checkout"), a unique index on `checkoutId` and a multikey index on
 * `pages.paymentId`; `replace` is findOneAndReplace({_id, checkoutId, version: expectedVersion}).
 * The contract: conformance/port-contracts/src/checkout-store-contract.ts.
 */
export interface CheckoutStore {
  /** Creates `stored` (version 1) unless its subscription has a checkout or its checkoutId is taken: false, nothing written. */
  create(stored: StoredCheckout): Promise<boolean>;
  get(checkoutId: string): Promise<StoredCheckout | undefined>;
  bySubscription(subscriptionId: string): Promise<StoredCheckout | undefined>;
  /** The checkout one of whose payments is `paymentId`. */
  byPayment(paymentId: string): Promise<StoredCheckout | undefined>;
  /**
   * Compare-and-set: writes `stored` (whose version must be expectedVersion + 1) only if the
   * stored version is expectedVersion. Never creates; refused (false, nothing written) when it
   * names another subscription than the stored one, or drops a payment id.
   */
  replace(stored: StoredCheckout, expectedVersion: number): Promise<boolean>;
}
export const CHECKOUT_STORE = Symbol.for('parasol.CheckoutStore');
