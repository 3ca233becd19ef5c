import { inject, injectable, optional } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import type { ConversionReport } from '../contract/requests.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { RANDOM, type Random } from '../ports/random.js';
import { SALE_STORE, type SaleRecord, type SaleStore } from '../ports/sale-store.js';
import { SUBSCRIPTION_STORE, type SubscriptionStore } from '../ports/subscription-store.js';
import { LOGGER, type Logger } from '../ports/logger.js';
import { API_VERSION } from '../reference/limits.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { parseConversionReport } from '../validation/index.js';
import { settledAt } from './auto-validation.js';
import { conversionMarginOf } from './conversion-margin.js';
import { DEFAULT_CONTENTION, pauseBeforeRetry } from './order-contention.js';
import { subscriptionRefusal } from './sale-subscription.js';
import { ratesNowOf, type FrozenRates } from './commission.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';
import { SaleIds } from './sale-id.js';
import { applyReport, type SaleChange } from './sale-transition.js';
import { entryView, saleView } from './sale-view.js';
import { withUnknownFields } from '../validation/unknown-field-warning.js';

/**
 * POST /api/postback/conversion: books, repairs, validates or reverses one sale of the caller's
 * partner in the ledger of the caller's mode (a sandbox key books into the sandbox ledger, which
 * pays nothing). One sale per (ledger, partner, externalOrderId), written with its entries in one
 * single-document create-if-absent or compare-and-set, so concurrent and replayed postbacks end in
 * a state some serial order would reach, on any number of instances.
 */
@injectable()
export class RecordConversion implements Operation<ConversionReport, SuccessBody<'reportConversion'>> {
  readonly endpoint = ENDPOINTS.reportConversion;
  private readonly settings: LedgerSettings;
  private readonly saleIds: SaleIds;

  constructor(
    @inject(SALE_STORE) private readonly sales: SaleStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(LEDGER_SETTINGS) @optional() settings?: LedgerSettings,
    @inject(PRICING_SOURCE.sandbox) @optional() private readonly sandboxPricing?: PricingSource,
    @inject(PRICING_SOURCE.live) @optional() private readonly livePricing?: PricingSource,
    @inject(SUBSCRIPTION_STORE) @optional() private readonly subscriptions?: SubscriptionStore,
  ) {
    this.settings = settings ?? DEFAULT_LEDGER_SETTINGS;
    this.saleIds = new SaleIds(random);
  }

  parse(body: unknown): Result<ConversionReport> {
    return parseConversionReport(body);
  }

  /**
   * The ref is re-resolved before anything is recorded (spec): it must name the key's own partner
   * (403 REF_PARTNER_MISMATCH, told before anything about another partner's links), then one of
   * its tracked links (404 REF_NOT_FOUND). An archived link still takes updates of sales booked
   * through it, but no new booking. A subscriptionId, when sent, must be a subscription of the
   * key's mode minted through that ref (sale-subscription.ts).
   */
  async authorize(report: ConversionReport, caller: Caller): Promise<Failure | undefined> {
    const partner = caller.partner;
    if (partner === undefined || partner.code !== report.partnerCode) {
      return { code: 'REF_PARTNER_MISMATCH', detail: `ref ${report.ref} names partner "${report.partnerCode}", but this key ${partner ? `credits "${partner.code}"` : 'credits no partner'}: post back with a key of the ref's partner.` };
    }
    const link = partner.links.find((l) => l.code === report.linkCode);
    if (link === undefined) return { code: 'REF_NOT_FOUND', detail: `ref ${report.ref}: "${report.linkCode}" is not one of ${partner.code}'s tracked links.` };
    if (link.archived && (await this.sales.get(caller.mode, partner.code, report.externalOrderId)) === undefined) {
      return { code: 'REF_NOT_FOUND', detail: `ref ${report.ref}: tracked link "${report.linkCode}" is archived, so it takes no new sale.` };
    }
    return report.subscriptionId === undefined ? undefined : subscriptionRefusal(report, caller.mode, this.subscriptions);
  }

  async run({ caller, input, requestId, unknownFields }: OperationRequest<ConversionReport>): Promise<Result<OperationSuccess<SuccessBody<'reportConversion'>>>> {
    const contention = this.settings.contention ?? DEFAULT_CONTENTION;
    const giveUpAt = this.clock.now() + contention.windowMs;
    for (let round = 0; ; round++) {
      if (round > 0) await pauseBeforeRetry(round - 1, contention, this.random);
      const now = this.clock.now();
      const stored = await this.sales.get(caller.mode, input.partnerCode, input.externalOrderId);
      const settled = stored === undefined ? undefined : settledAt(stored, now, this.settings.autoValidationDays);
      const change = applyReport(settled, input, {
        ledger: caller.mode,
        now,
        cause: requestId,
        saleId: this.saleIds.next(now),
        rates: stored === undefined ? { ...ratesOf(caller), marginBps: await this.marginOn(caller, input) } : ratesOf(caller),
      });
      if (!change.ok) {
        // A refusal still records what time did: a sale past its validation period is validated.
        // (A refusal means a sale is stored: settled and stored are both undefined otherwise.)
        if (settled !== stored) await this.sales.replace({ ...settled!, version: stored!.version + 1 }, stored!.version);
        return change;
      }
      if (await this.write(stored, settled, change.value)) return ok({ status: 200, body: this.answer(change.value, caller, input, unknownFields), outcome: change.value.outcome });
      if (round + 1 >= contention.maxRounds || this.clock.now() >= giveUpAt) break;
    }
    // Contention, not an outage: the database answered every round. Told at warn, once per call.
    this.logger.warn('postback contention: order busy', { requestId, partnerCode: input.partnerCode, externalOrderId: input.externalOrderId, windowMs: contention.windowMs });
    return {
      ok: false,
      failure: {
        code: 'ORDER_BUSY',
        detail: `Order ${input.externalOrderId} is being changed by other postbacks at this moment; this one recorded nothing. Send it again after the Retry-After delay.`,
        retryAfterSeconds: contention.retryAfterSeconds,
      },
    };
  }

  /**
   * The conversion margin inside a new sale's amount, read from the catalogue of the key's mode:
   * exact from the offer of the subscription the postback names (authorize checked it), judged
   * from the currency alone without one.
   */
  private async marginOn(caller: Caller, report: ConversionReport): Promise<number> {
    const pricing = caller.mode === 'live' ? this.livePricing : this.sandboxPricing;
    const subscription = report.subscriptionId === undefined ? undefined : await this.subscriptions?.get(report.subscriptionId);
    return conversionMarginOf(report.currency, await pricing?.catalogue.current(), subscription?.offerId);
  }

  /** False when a concurrent postback for the same order won the race (the caller reads again). */
  private async write(stored: SaleRecord | undefined, settled: SaleRecord | undefined, change: SaleChange): Promise<boolean> {
    if (stored === undefined) return this.sales.create(change.sale);
    if (change.outcome === 'updated') return this.sales.replace(change.sale, stored.version);
    if (settled !== stored) return this.sales.replace({ ...settled!, version: stored.version + 1 }, stored.version);
    return true;
  }

  private answer(change: SaleChange, caller: Caller, report: ConversionReport, unknownFields: readonly string[] | undefined): SuccessBody<'reportConversion'> {
    return {
      ok: true,
      mode: caller.mode,
      outcome: change.outcome,
      sale: saleView(change.sale, this.settings.autoValidationDays),
      entries: change.added.map(entryView),
      meta: withUnknownFields({ apiVersion: API_VERSION, contractVersion: report.contractVersion }, unknownFields),
    };
  }
}

/** The partner's rates now, frozen onto a new sale; later rate changes never reach it. `authorize` refused a key without a partner. */
const ratesOf = (caller: Caller): FrozenRates => ratesNowOf(caller.partner!);
