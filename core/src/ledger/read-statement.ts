import { inject, injectable, optional } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { fromMinor } from '../money/index.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { SALE_STORE, type Ledger, type SaleStore } from '../ports/sale-store.js';
import { API_VERSION } from '../reference/limits.js';
import { ok, type Failure, type Result } from '../shared/result.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';
import { saleView } from './sale-view.js';
import { parseStatementQuery, type StatementQuery } from './statement-query.js';
import { SweepValidations } from './sweep-validations.js';
import { SETTLEMENT_QUEUE, type SettlementBalance, type SettlementQueue } from '../ports/settlement-queue.js';

/**
 * GET /api/v1/ledger/statement (an addition beyond the spec, docs/ledger.md): a partner's own
 * sales, paginated and filtered by status and booking date, with its balances per currency.
 * Any key of the partner may read it, in its own mode's ledger; it takes no daily quota.
 */
@injectable()
export class ReadStatement implements Operation<StatementQuery, SuccessBody<'readStatement'>> {
  readonly endpoint = ENDPOINTS.readStatement;
  private readonly settings: LedgerSettings;

  constructor(
    @inject(SALE_STORE) private readonly sales: SaleStore,
    @inject(SweepValidations) private readonly sweep: SweepValidations,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LEDGER_SETTINGS) @optional() settings?: LedgerSettings,
    @inject(SETTLEMENT_QUEUE) @optional() private readonly settlements?: SettlementQueue,
  ) {
    this.settings = settings ?? DEFAULT_LEDGER_SETTINGS;
  }

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<StatementQuery> {
    return parseStatementQuery(query, this.settings.maxPageSize);
  }

  authorize(_query: StatementQuery, caller: Caller): Failure | undefined {
    return caller.partner === undefined ? { code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This key credits no partner, so it has no sales to read.' } : undefined;
  }

  async run({ caller, input }: OperationRequest<StatementQuery>): Promise<Result<OperationSuccess<SuccessBody<'readStatement'>>>> {
    const partnerCode = caller.partner!.code;
    const statement = await readStatement(this.sales, this.sweep, {
      ledger: caller.mode,
      partnerCode,
      query: input,
      autoValidationDays: this.settings.autoValidationDays,
      ...(this.settlements === undefined ? {} : { settlements: this.settlements }),
    });
    return ok({
      status: 200,
      body: {
        ok: true,
        mode: caller.mode,
        partner: partnerCode,
        asOf: new Date(this.clock.now()).toISOString(),
        ...statement,
        meta: { apiVersion: API_VERSION },
      },
    });
  }
}

/** The statement of one partner's ledger: shared by the endpoint and operations tooling (the CLI). */
export async function readStatement(
  sales: SaleStore,
  sweep: SweepValidations,
  options: { ledger: Ledger; partnerCode: string; query: StatementQuery; autoValidationDays: number; settlements?: SettlementQueue },
) {
  const { ledger, partnerCode, query } = options;
  // Stored statuses are made true first, so the status filter and the balances agree with every read.
  await sweep.run(ledger);
  // A filter the query leaves out is undefined here, which the SaleStore port reads as none.
  const page = await sales.list({ ledger, partnerCode, limit: query.limit, status: query.status, bookedFrom: query.bookedFrom, bookedTo: query.bookedTo, after: query.cursor });
  return {
    sales: page.sales.map((sale) => saleView(sale, options.autoValidationDays)),
    next: page.next ?? null,
    // Kept or aggregated by the store: never a walk through every sale of the partner.
    balances: await balancesOf(sales, options.settlements, ledger, partnerCode),
  };
}

/**
 * Per currency, what is owed and where it stands on its way to the bank (docs/money.md,
 * Payouts). Without a payout queue (a composition without payouts) nothing ever became payable,
 * so every validated commission is not yet payable.
 */
async function balancesOf(sales: SaleStore, settlements: SettlementQueue | undefined, ledger: Ledger, partnerCode: string) {
  const accounts = new Map<string, SettlementBalance>((settlements === undefined ? [] : await settlements.settlementBalances(ledger, partnerCode)).map((b) => [b.currency, b]));
  const money = (name: string, minor: number, currency: string) => ({ [name]: fromMinor(minor, currency), [`${name}Minor`]: minor });
  return (await sales.balances(ledger, partnerCode)).map((b) => {
    const a = accounts.get(b.currency);
    return {
      currency: b.currency,
      owed: fromMinor(b.owedMinor, b.currency),
      owedMinor: b.owedMinor,
      validated: fromMinor(b.validatedMinor, b.currency),
      validatedMinor: b.validatedMinor,
      pending: fromMinor(b.pendingMinor, b.currency),
      pendingMinor: b.pendingMinor,
      ...(money('notYetPayable', a?.validatedMinor ?? b.validatedMinor, b.currency) as { notYetPayable: number; notYetPayableMinor: number }),
      ...(money('payable', a?.payableMinor ?? 0, b.currency) as { payable: number; payableMinor: number }),
      ...(money('inPayout', a?.inPayoutMinor ?? 0, b.currency) as { inPayout: number; inPayoutMinor: number }),
      ...(money('paid', a?.paidMinor ?? 0, b.currency) as { paid: number; paidMinor: number }),
      ...(money('owedBack', a?.owedBackMinor ?? 0, b.currency) as { owedBack: number; owedBackMinor: number }),
    };
  });
}
