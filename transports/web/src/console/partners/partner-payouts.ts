import type { Api, KeyMode } from '@parasol/core';
import type { ConsoleOptions } from '../console-options.js';
import { csvOf } from '../http/csv-table.js';

export type PayoutsPage = Pick<Api.PayoutsResponse, 'payouts' | 'next'>;
export type PayoutDetail = Pick<Api.PayoutResponse, 'payout' | 'lines' | 'clawbacks'>;

/**
 * A partner's payouts, for its members: the API's own reads (GET /api/v1/ledger/payouts and
 * /payouts/{id}, core/src/payouts/read-payouts.ts) run as the partner's call in the chosen
 * ledger, so another partner's payout, or a run's working state, is as unknown here as there.
 */
export class PartnerPayouts {
  constructor(private readonly options: ConsoleOptions) {}

  get available(): boolean {
    return this.options.admin.asPartner.serves('listPayouts') && this.options.admin.asPartner.serves('readPayout');
  }

  async list(partnerCode: string, mode: KeyMode, cursor?: string): Promise<PayoutsPage | { readonly invalid: string }> {
    const read = await this.options.admin.asPartner.run('listPayouts', partnerCode, mode, { query: { limit: '50', ...(cursor === undefined ? {} : { cursor }) } });
    if (!read.ok) return { invalid: read.failure.detail ?? read.failure.code };
    const { payouts, next } = read.value.body as Api.PayoutsResponse;
    return { payouts, next };
  }

  async one(partnerCode: string, mode: KeyMode, payoutId: string): Promise<PayoutDetail | undefined> {
    const read = await this.options.admin.asPartner.run('readPayout', partnerCode, mode, { query: { payoutId } });
    if (!read.ok) return undefined;
    const { payout, lines, clawbacks } = read.value.body as Api.PayoutResponse;
    return { payout, lines, clawbacks };
  }

  /** The remittance as the API's `?format=csv` gives it: the operation's table, written as the REST transport writes it. */
  async remittance(partnerCode: string, mode: KeyMode, payoutId: string): Promise<string | undefined> {
    const read = await this.options.admin.asPartner.run('readPayout', partnerCode, mode, { query: { payoutId, format: 'csv' } });
    return read.ok && read.value.table !== undefined ? csvOf(read.value.table) : undefined;
  }
}

