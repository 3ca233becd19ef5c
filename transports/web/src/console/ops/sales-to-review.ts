import type { ConsoleOptions } from '../console-options.js';
import { PartnerSales, type Statement, type StatementLedger } from '../partners/partner-sales.js';

/**
 * Sales a partner booked by postback naming no subscription (no `subscriptionId` of a link
 * answer): nothing ties them to a traveller's purchase through Parasol, so operations review them
 * with the partner. Read from the partner's statement (at most the CSV's bound): the sale store
 * lists by partner, so the review is one partner at a time.
 */
export class SalesToReview {
  private readonly sales: PartnerSales;

  constructor(private readonly options: ConsoleOptions) {
    this.sales = new PartnerSales(options);
  }

  get available(): boolean {
    return this.options.admin.ledger !== undefined;
  }

  async of(partnerCode: string, ledger: StatementLedger): Promise<Statement['sales'] | undefined> {
    if (!(await this.options.admin.partners.get(partnerCode))) return undefined;
    const read = await this.sales.all(partnerCode, { ledger });
    if ('invalid' in read) return undefined;
    return read.sales.filter((s) => s.origin === 'postback' && s.subscriptionId === null);
  }
}
