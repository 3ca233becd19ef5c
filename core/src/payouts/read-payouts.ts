import { inject, injectable, optional } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { PAYOUT_STORE, decodePayoutCursor, type PayoutStore } from '../ports/payout-store.js';
import { API_VERSION } from '../reference/limits.js';
import { fail, ok, type Failure, type Result } from '../shared/result.js';
import { DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from '../ledger/ledger-settings.js';
import { payoutLinesView, payoutView, remittanceTable } from './payout-view.js';

const noPartner = (caller: Caller): Failure | undefined =>
  caller.partner === undefined ? { code: 'NO_ATTRIBUTION_CONFIGURED', detail: 'This key credits no partner, so it has no payouts to read.' } : undefined;

interface ListQuery {
  readonly limit: number;
  readonly cursor?: string;
}

/** GET /api/v1/ledger/payouts: the partner's payouts in its key's ledger, keyset-paginated as the statement. */
@injectable()
export class ListPayouts implements Operation<ListQuery, SuccessBody<'listPayouts'>> {
  readonly endpoint = ENDPOINTS.listPayouts;
  private readonly settings: LedgerSettings;

  constructor(
    @inject(PAYOUT_STORE) private readonly payouts: PayoutStore,
    @inject(LEDGER_SETTINGS) @optional() settings?: LedgerSettings,
  ) {
    this.settings = settings ?? DEFAULT_LEDGER_SETTINGS;
  }

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<ListQuery> {
    const unknown = Object.keys(query).find((name) => name !== 'limit' && name !== 'cursor');
    if (unknown !== undefined) return fail('BAD_REQUEST', `unknown query parameter "${unknown}": use limit, cursor`);
    const max = this.settings.maxPageSize;
    const size = query.limit === undefined ? Math.min(50, max) : /^\d{1,4}$/.test(query.limit) ? Number(query.limit) : NaN;
    if (!(size >= 1 && size <= max)) return fail('BAD_REQUEST', `limit must be an integer from 1 to ${max}`);
    if (query.cursor !== undefined && decodePayoutCursor(query.cursor) === undefined) return fail('BAD_REQUEST', 'cursor must be the `next` value of a previous page, as given');
    return ok({ limit: size, ...(query.cursor === undefined ? {} : { cursor: query.cursor }) });
  }

  authorize(_query: ListQuery, caller: Caller): Failure | undefined {
    return noPartner(caller);
  }

  async run({ caller, input }: OperationRequest<ListQuery>): Promise<Result<OperationSuccess<SuccessBody<'listPayouts'>>>> {
    const partnerCode = caller.partner!.code;
    const page = await this.payouts.list({ ledger: caller.mode, partnerCode, limit: input.limit, ...(input.cursor === undefined ? {} : { after: input.cursor }) });
    return ok({
      status: 200,
      body: { ok: true, mode: caller.mode, partner: partnerCode, payouts: page.payouts.map(payoutView), next: page.next ?? null, meta: { apiVersion: API_VERSION } },
    });
  }
}

interface ReadQuery {
  readonly payoutId: string;
  readonly format: 'json' | 'csv';
}

/** GET /api/v1/ledger/payouts/{payoutId}: one payout with its lines; `?format=csv` the remittance as CSV. */
@injectable()
export class ReadPayout implements Operation<ReadQuery, SuccessBody<'readPayout'>> {
  readonly endpoint = ENDPOINTS.readPayout;

  constructor(@inject(PAYOUT_STORE) private readonly payouts: PayoutStore) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<ReadQuery> {
    const unknown = Object.keys(query).find((name) => name !== 'payoutId' && name !== 'format');
    if (unknown !== undefined) return fail('BAD_REQUEST', `unknown query parameter "${unknown}": use format`);
    const { payoutId, format = 'json' } = query;
    if (payoutId === undefined || !/^po_[A-Za-z0-9_-]{1,64}$/.test(payoutId)) return fail('BAD_REQUEST', 'payoutId must be a payout id, po_…');
    if (format !== 'json' && format !== 'csv') return fail('BAD_REQUEST', 'format must be json or csv');
    return ok({ payoutId, format });
  }

  authorize(_query: ReadQuery, caller: Caller): Failure | undefined {
    return noPartner(caller);
  }

  async run({ caller, input }: OperationRequest<ReadQuery>): Promise<Result<OperationSuccess<SuccessBody<'readPayout'>>>> {
    const payout = await this.payouts.get(caller.mode, input.payoutId);
    // Another partner's payout, or a run's working state, is as unknown as a payout never made.
    if (payout === undefined || payout.partnerCode !== caller.partner!.code || !['pending', 'paid', 'failed'].includes(payout.status)) {
      return fail('PAYOUT_NOT_FOUND', `No payout ${input.payoutId} of ${caller.partner!.code} in the ${caller.mode} ledger.`);
    }
    const body = { ok: true as const, payout: payoutView(payout), ...payoutLinesView(payout), meta: { apiVersion: API_VERSION } };
    return ok({ status: 200, body, ...(input.format === 'csv' ? { table: remittanceTable(payout) } : {}) });
  }
}
