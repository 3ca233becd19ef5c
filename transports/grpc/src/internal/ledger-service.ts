import { type Ledger, type Parasol } from '@parasol/core';
import { DEFAULT_LEDGER_SETTINGS, parseStatementQuery } from '@parasol/core/internal';
import { done, internalService, notFound, outcomeOf, type InternalService } from './internal-call.js';
import { oneOf, optionalText, text } from './request-fields.js';

type LedgerFacade = NonNullable<Parasol['admin']['ledger']>;

const ledgerOf = (r: Record<string, unknown>): Ledger => oneOf(optionalText(r, 'ledger') ?? 'live', 'ledger', ['sandbox', 'live'] as const);

/** The statement's filters, read by the same rules as the public statement's query string. */
const statementQuery = (r: Record<string, unknown>) =>
  parseStatementQuery(
    Object.fromEntries(['status', 'from', 'to', 'limit', 'cursor'].filter((name) => r[name] !== undefined && r[name] !== '').map((name) => [name, String(r[name])])),
    DEFAULT_LEDGER_SETTINGS.maxPageSize,
  );

/** parasol.ledger.v1.Ledger: any partner's statement, balances and sales (the public endpoint shows a key its own). */
export const ledgerService = (ledger: LedgerFacade, options: Parameters<typeof internalService>[2]): InternalService =>
  internalService(
    'parasol.ledger.v1.Ledger',
    {
      Statement: async (r) => {
        const partner = text(r, 'partnerCode');
        const which = ledgerOf(r);
        const query = statementQuery(r);
        if (!query.ok) return outcomeOf(query, () => ({}));
        const statement = await ledger.statement(partner, which, query.value);
        return done({ partner, ledger: which, ...statement });
      },
      Balances: async (r) => {
        const partner = text(r, 'partnerCode');
        const which = ledgerOf(r);
        // The balances are over every sale whatever the page: the smallest page reads them.
        const { balances } = await ledger.statement(partner, which, { limit: 1 });
        return done({ partner, ledger: which, balances });
      },
      GetSale: async (r) => {
        const found = await ledger.sale(text(r, 'partnerCode'), ledgerOf(r), text(r, 'externalOrderId'));
        return found === undefined ? notFound('SALE_NOT_FOUND', `No sale ${String(r['externalOrderId'])} of ${String(r['partnerCode'])} in that ledger.`) : done(found);
      },
    },
    options,
  );
