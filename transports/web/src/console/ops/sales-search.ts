import type { ConsoleOptions } from '../console-options.js';
import { PartnerSales, type Statement, type StatementLedger } from '../partners/partner-sales.js';

type Found = NonNullable<Awaited<ReturnType<NonNullable<ConsoleOptions['admin']['ledger']>['sale']>>>;

export type SearchResult =
  | { readonly kind: 'one'; readonly found: Found }
  | { readonly kind: 'many'; readonly sales: Statement['sales'] }
  | { readonly kind: 'none' }
  | { readonly kind: 'bad-ref' };

/** A ref is `{partner}-{link}`: both codes are letters and digits, so the hyphen splits them. */
/** An order id is the partner's own: a few partners may share one, rarely more. */
const ORDER_MATCHES = 50;

const REF = /^([A-Za-z0-9]{2,32})-([A-Za-z0-9]{4,32})$/;

/**
 * The operators' sales search: by ref and order id (one sale with its ledger entries), by ref
 * alone (that link's sales, read from its partner's statement, at most the CSV's bound), or by
 * order id alone (every partner's sale with that order id, at most ORDER_MATCHES).
 */
export class SalesSearch {
  private readonly sales: PartnerSales;

  constructor(private readonly options: ConsoleOptions) {
    this.sales = new PartnerSales(options);
  }

  get available(): boolean {
    return this.options.admin.ledger !== undefined;
  }

  async find(ref: string, order: string, ledger: StatementLedger): Promise<SearchResult> {
    const admin = this.options.admin.ledger;
    if (ref.trim() === '' && order.trim() !== '' && admin) {
      const sales = await admin.salesByOrderId(ledger, order.trim(), ORDER_MATCHES);
      return sales.length === 0 ? { kind: 'none' } : { kind: 'many', sales };
    }
    const parts = REF.exec(ref.trim());
    if (!parts || !admin) return { kind: 'bad-ref' };
    const [, partnerCode = ''] = parts;
    if (order.trim() !== '') {
      const found = await admin.sale(partnerCode, ledger, order.trim());
      return found && found.sale.ref === ref.trim() ? { kind: 'one', found } : { kind: 'none' };
    }
    const read = await this.sales.all(partnerCode, { ledger });
    if ('invalid' in read) return { kind: 'none' };
    const sales = read.sales.filter((s) => s.ref === ref.trim());
    return sales.length === 0 ? { kind: 'none' } : { kind: 'many', sales };
  }
}
