import { inject, injectable, optional } from 'inversify';
import { FUNNEL_SALE_BOOK, type FunnelSaleBook } from '../ports/funnel-sale-book.js';
import type { PaymentAmount } from '../ports/payment-provider.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import { isConvertible } from '../reference/currencies.js';
import { fail, type Result } from '../shared/result.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';

/** What an external funnel reports once a subscription is paid and its policy issued. */
export interface FunnelSaleReport {
  readonly subscriptionId: string;
  /** The premium the traveller paid, in minor units of `currency`. */
  readonly premium: PaymentAmount;
  readonly policyNumber: string;
  /** For the logs and the sale's booking entry. */
  readonly requestId: string;
}

/**
 * An external funnel reports a sale it made (the internal Funnel service's ReportSale, with the
 * admin token: the funnel's own credential, never a partner's key). The sale is booked through
 * FunnelSaleBook exactly as the embedded funnel's checkout books one (origin `funnel`, pending,
 * keyed by the subscription id), then the subscription moves to `subscribed` with the policy
 * number. Booking comes first so that `subscribed` means booked; reporting again books nothing
 * more (the ledger's create-if-absent on the subscription id) and answers the subscription as it
 * is; the partner's postback naming that subscription id is refused SALE_BOOKED_BY_FUNNEL. A
 * subscription that credits no partner moves but books nothing (there is no ledger to book into).
 */
@injectable()
export class ReportFunnelSale {
  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(AdvanceSubscription) private readonly advance: AdvanceSubscription,
    @inject(FUNNEL_SALE_BOOK) @optional() private readonly sales?: FunnelSaleBook,
  ) {}

  async run(report: FunnelSaleReport): Promise<Result<SubscriptionRecord>> {
    const { premium, policyNumber } = report;
    if (!Number.isSafeInteger(premium.amountMinor) || premium.amountMinor <= 0) return fail('BAD_REQUEST', 'premiumMinor must be a whole number of minor units above 0');
    if (!isConvertible(premium.currency)) return fail('BAD_REQUEST', `currency must be one of the convertible ISO 4217 codes, not "${premium.currency}"`);
    if (policyNumber.trim() === '') return fail('BAD_REQUEST', 'policyNumber is required');
    if (this.sales === undefined) return fail('STORAGE_UNAVAILABLE', 'No ledger is composed here: a sale cannot be booked.');
    const subscription = await this.store.get(report.subscriptionId);
    if (subscription === undefined) return fail('SUBSCRIPTION_NOT_FOUND', `No subscription ${report.subscriptionId}.`);
    await this.sales.book(subscription, premium, report.requestId);
    return this.advance.run(report.subscriptionId, 'subscribed', { policyNumber, documentUrls: [] });
  }
}
