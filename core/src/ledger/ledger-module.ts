import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { FUNNEL_SALE_BOOK, type FunnelSaleBook } from '../ports/funnel-sale-book.js';
import { BookFunnelSale } from './book-funnel-sale.js';
import { LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';
import { ReadStatement } from './read-statement.js';
import { RecordConversion } from './record-conversion.js';

/**
 * Binds the conversion postback, the partner statement and the funnel's own sale book
 * (FUNNEL_SALE_BOOK, which the checkout's book_sale and reverse_sale effects go through). They
 * need createParasol's sale store (`stores.sales`); without it start-up fails naming it.
 */
export const ledgerModule =
  (options: { readonly settings?: LedgerSettings; readonly funnelSales?: FunnelSaleBook } = {}): ParasolModule =>
  (bind) => {
    if (options.settings !== undefined) bind<LedgerSettings>(LEDGER_SETTINGS).toConstantValue(options.settings);
    bind(OPERATION).to(RecordConversion);
    bind(OPERATION).to(ReadStatement);
    if (options.funnelSales !== undefined) bind<FunnelSaleBook>(FUNNEL_SALE_BOOK).toConstantValue(options.funnelSales);
    else bind<FunnelSaleBook>(FUNNEL_SALE_BOOK).to(BookFunnelSale).inSingletonScope();
  };
