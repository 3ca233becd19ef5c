import type { PaymentAmount } from './payment-provider.js';
import type { SubscriptionRecord } from './subscription-store.js';

/**
 * Where the embedded funnel's sales are booked: the commission ledger, as a sale of origin
 * `funnel` (the statement shows each sale's origin), keyed by subscription id so that nothing
 * books it twice. A sandbox subscription books into the sandbox ledger, which pays nothing.
 */
export interface FunnelSaleBook {
  /** Books the subscription's sale, pending, at the premium charged and the partner's rates now (frozen). Idempotent. */
  book(subscription: SubscriptionRecord, premium: PaymentAmount, requestId: string): Promise<void>;
  /** Cancels that sale (the traveller's cancellation, a refund): its commission reversed. Idempotent; nothing when none was booked. */
  reverse(subscription: SubscriptionRecord, requestId: string): Promise<void>;
}
export const FUNNEL_SALE_BOOK = Symbol.for('parasol.FunnelSaleBook');
