import { inject, injectable, optional } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import type { FunnelSaleBook } from '../ports/funnel-sale-book.js';
import { LOGGER, silentLogger, type Logger } from '../ports/logger.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import type { PaymentAmount } from '../ports/payment-provider.js';
import { RANDOM, type Random } from '../ports/random.js';
import { SALE_STORE, type SaleRecord, type SaleStore } from '../ports/sale-store.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import type { SubscriptionRecord } from '../ports/subscription-store.js';
import { settledAt } from './auto-validation.js';
import { commissionOf, ratesNowOf, type FrozenRates } from './commission.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';
import { conversionMarginOf } from './conversion-margin.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { reversalOnSettlement } from '../payouts/settlement-steps.js';

/** Each compare-and-set round has one winner; the checkout runs one booking per subscription, so a few suffice. */
const MAX_RACE_RETRIES = 16;

/**
 * Books the embedded funnel's sales (the FunnelSaleBook port): when a checkout issued a policy,
 * one sale of origin `funnel` in the ledger of the subscription's mode, keyed by (partner,
 * subscription id) so that the store's create-if-absent decides every race: however many times
 * and on however many instances the checkout's `book_sale` runs, one sale exists. It is pending,
 * at the premium charged, with the partner's rates of the moment frozen onto it, and validates
 * by itself after the ledger's period, as a postback's sale does. `reverse` cancels it by
 * compare-and-set, reversing its commission.
 *
 * A sale already stored under the subscription id is that purchase's sale, whoever booked it, so
 * booking leaves it as it is and reversing cancels it. The other way round, a postback naming a
 * funnel sale is refused (SALE_BOOKED_BY_FUNNEL, sale-transition.ts): a purchase is paid once.
 */
@injectable()
export class BookFunnelSale implements FunnelSaleBook {
  private readonly settings: LedgerSettings;
  private readonly logger: Logger;

  constructor(
    @inject(SALE_STORE) private readonly sales: SaleStore,
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(LEDGER_SETTINGS) @optional() settings?: LedgerSettings,
    @inject(LOGGER) @optional() logger?: Logger,
    @inject(PRICING_SOURCE.sandbox) @optional() private readonly sandboxPricing?: PricingSource,
    @inject(PRICING_SOURCE.live) @optional() private readonly livePricing?: PricingSource,
  ) {
    this.settings = settings ?? DEFAULT_LEDGER_SETTINGS;
    this.logger = logger ?? silentLogger;
  }

  async book(subscription: SubscriptionRecord, premium: PaymentAmount, requestId: string): Promise<void> {
    const credited = creditedOf(subscription);
    if (credited === undefined) {
      // A sandbox link minted without a partner credits nobody: there is no ledger to book into.
      this.logger.info('funnel sale not booked: the subscription credits no partner', { subscriptionId: subscription.subscriptionId, requestId });
      return;
    }
    if ((await this.sales.get(subscription.mode, credited.partnerCode, subscription.subscriptionId)) !== undefined) return;
    const partner = await this.partners.get(credited.partnerCode);
    if (partner === undefined) {
      // Never retried into success: a partner is never deleted, so this is a bug worth an alarm, not a loop.
      this.logger.error('funnel sale not booked: unknown partner', { subscriptionId: subscription.subscriptionId, partnerCode: credited.partnerCode, requestId });
      return;
    }
    const now = this.clock.now();
    // The commission is basis points of the insurer premium: a premium charged in another currency
    // than the offer's insurer prices in carries the funnel margin, taken out (docs/money.md).
    const pricing = subscription.mode === 'live' ? this.livePricing : this.sandboxPricing;
    const marginBps = conversionMarginOf(premium.currency, await pricing?.catalogue.current(), subscription.offerId);
    // A margin of 0 is frozen as none (funnelSale) and reads as none (commissionOf).
    const rates: FrozenRates = { ...ratesNowOf(partner), marginBps };
    const created = await this.sales.create(funnelSale(subscription, credited, premium, rates, {
      now,
      cause: requestId,
      saleId: `sale_${Buffer.from(this.random.bytes(12)).toString('base64url')}`,
    }));
    // Lost the race: another run of the same booking created it; that one sale is the booking.
    if (created) this.logger.info('funnel sale booked', { subscriptionId: subscription.subscriptionId, partnerCode: credited.partnerCode, ledger: subscription.mode, requestId });
  }

  async reverse(subscription: SubscriptionRecord, requestId: string): Promise<void> {
    const credited = creditedOf(subscription);
    if (credited === undefined) return;
    for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt++) {
      const stored = await this.sales.get(subscription.mode, credited.partnerCode, subscription.subscriptionId);
      if (stored === undefined || stored.status === 'cancelled') return;
      const now = this.clock.now();
      const settled = settledAt(stored, now, this.settings.autoValidationDays);
      if (await this.sales.replace(cancelled(settled, now, requestId, stored.version + 1), stored.version)) {
        this.logger.info('funnel sale reversed', { subscriptionId: subscription.subscriptionId, partnerCode: credited.partnerCode, ledger: subscription.mode, requestId });
        return;
      }
    }
    throw new StorageUnavailableError(`funnel sale of ${subscription.subscriptionId}: changed by ${MAX_RACE_RETRIES + 1} concurrent writers in a row`);
  }
}

/** The partner and tracked link a subscription credits, or undefined when it credits none. */
const creditedOf = (subscription: SubscriptionRecord): { partnerCode: string; linkCode: string } | undefined =>
  subscription.partnerCode === undefined || subscription.linkCode === null ? undefined : { partnerCode: subscription.partnerCode, linkCode: subscription.linkCode };

/** The new sale: pending, its booking entry owing the commission of the premium charged. */
export const funnelSale = (
  subscription: SubscriptionRecord,
  credited: { partnerCode: string; linkCode: string },
  premium: PaymentAmount,
  rates: FrozenRates,
  context: { now: number; cause: string; saleId: string },
): SaleRecord => {
  const owed = commissionOf(premium.amountMinor, rates).owedMinor;
  return {
    ledger: subscription.mode,
    partnerCode: credited.partnerCode,
    externalOrderId: subscription.subscriptionId,
    saleId: context.saleId,
    linkCode: credited.linkCode,
    origin: 'funnel',
    status: 'pending',
    amountMinor: premium.amountMinor,
    currency: premium.currency,
    frozenCommissionBps: rates.commissionBps,
    frozenUpliftBps: rates.upliftBps,
    ...(rates.marginBps ? { frozenMarginBps: rates.marginBps } : {}),
    subscriptionId: subscription.subscriptionId,
    commissionMinor: owed,
    // The sale view requires a contract version; the funnel books under the current one.
    contractVersion: '3.2',
    bookedAt: context.now,
    updatedAt: context.now,
    entries: [{ seq: 0, kind: 'booking', deltaMinor: owed, currency: premium.currency, at: context.now, cause: context.cause }],
    version: 1,
  };
};

/**
 * The sale cancelled: a reversal entry brings its commission to 0. A sale payable or paid out
 * already is reversed out of the payout accounts (a clawback once paid, payouts/settlement-steps.ts).
 */
const cancelled = (sale: SaleRecord, now: number, cause: string, version: number): SaleRecord => {
  const onSettlement = reversalOnSettlement(sale);
  return {
    ...sale,
    status: 'cancelled',
    cancelledAt: now,
    updatedAt: now,
    commissionMinor: 0,
    entries: [
      ...sale.entries,
      { seq: sale.entries.length, kind: 'reversal', deltaMinor: -sale.commissionMinor, currency: sale.currency, at: now, cause, ...(onSettlement === undefined ? {} : { postings: onSettlement.postings }) },
    ],
    ...(onSettlement === undefined ? {} : { settlement: onSettlement.settlement }),
    version,
  };
};
