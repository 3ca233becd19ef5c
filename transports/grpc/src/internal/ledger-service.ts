import { status as grpcStatus } from '@grpc/grpc-js';
import { decodePayoutCursor, type Ledger, type Parasol, type PayoutOperations, type PayoutRecord } from '@parasol/core';
import { DEFAULT_LEDGER_SETTINGS, RUN_KEY, fromMinor, parseStatementQuery, payoutLinesView, payoutView } from '@parasol/core/internal';
import { badArgument, done, internalService, notFound, outcomeOf, refused, type InternalHandler, type InternalOutcome, type InternalService } from './internal-call.js';
import { oneOf, optionalText, text } from './request-fields.js';

type LedgerFacade = NonNullable<Parasol['admin']['ledger']>;

const payoutDetail = (payout: PayoutRecord) => ({ ok: true, payout: payoutView(payout), ...payoutLinesView(payout), meta: {} });

/** A mark's outcome: the payout, or why not (unknown, or already marked otherwise). */
const marked = (outcome: PayoutRecord | 'not_found' | 'conflict', payoutId: string): InternalOutcome =>
  outcome === 'not_found'
    ? refused({ code: 'PAYOUT_NOT_FOUND', detail: `No payout ${payoutId} in that ledger.` })
    : outcome === 'conflict'
      ? refused({ code: 'PAYOUT_STATUS_CONFLICT', detail: `Payout ${payoutId} is already marked otherwise (pending → paid | failed, once).` })
      : done(payoutDetail(outcome));

const notComposed: InternalHandler = async () =>
  refused({ reason: 'UNIMPLEMENTED', grpc: grpcStatus.UNIMPLEMENTED, detail: 'This server composes no payout store: payouts are not served.' });
const payoutsNotComposed: Record<string, InternalHandler> = Object.fromEntries(['RunPayouts', 'ListPayouts', 'GetPayout', 'MarkPayoutPaid', 'MarkPayoutFailed'].map((rpc) => [rpc, notComposed]));

/** The payout RPCs of the Ledger service (operations: runs, listing, marks). */
const payoutHandlers = (payouts: PayoutOperations): Record<string, InternalHandler> => ({
  RunPayouts: async (r) => {
    const runKey = text(r, 'runKey');
    if (!RUN_KEY.test(runKey)) return badArgument('run_key must be 1 to 100 letters, digits or . _ : -');
    const currency = optionalText(r, 'currency');
    if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) return badArgument('currency must be a 3-letter upper-case code');
    const which = ledgerOf(r);
    const partnerCode = optionalText(r, 'partnerCode');
    const groups = await payouts.run({ ledger: which, runKey, ...(partnerCode === undefined ? {} : { partnerCode }), ...(currency === undefined ? {} : { currency }), dryRun: r['dryRun'] === true });
    return done({
      ledger: which,
      runKey,
      groups: groups.map((g) => ({
        partner: g.partnerCode,
        currency: g.currency,
        payoutId: g.payoutId,
        outcome: g.outcome,
        amount: fromMinor(g.amountMinor, g.currency),
        amountMinor: g.amountMinor,
        minimumMinor: g.minimumMinor,
        resumed: [...g.resumed],
      })),
    });
  },
  ListPayouts: async (r) => {
    const which = ledgerOf(r);
    const cursor = optionalText(r, 'cursor');
    if (cursor !== undefined && decodePayoutCursor(cursor) === undefined) return badArgument('cursor must be the `next` of a previous page, as given');
    const limit = r['limit'] === undefined || r['limit'] === 0 ? 50 : Number(r['limit']);
    if (!(Number.isInteger(limit) && limit >= 1 && limit <= DEFAULT_LEDGER_SETTINGS.maxPageSize)) return badArgument(`limit must be 1 to ${DEFAULT_LEDGER_SETTINGS.maxPageSize}`);
    const partnerCode = optionalText(r, 'partnerCode');
    const page = await payouts.list({ ledger: which, limit, ...(partnerCode === undefined ? {} : { partnerCode }), ...(cursor === undefined ? {} : { after: cursor }) });
    return done({ ledger: which, payouts: page.payouts.map(payoutView), ...(page.next === undefined ? {} : { next: page.next }) });
  },
  GetPayout: async (r) => {
    const payoutId = text(r, 'payoutId');
    const payout = await payouts.get(ledgerOf(r), payoutId);
    // A run's working states (assembling, abandoned) are nobody's payout.
    return payout === undefined || !['pending', 'paid', 'failed'].includes(payout.status)
      ? refused({ code: 'PAYOUT_NOT_FOUND', detail: `No payout ${payoutId} in that ledger.` })
      : done(payoutDetail(payout));
  },
  MarkPayoutPaid: async (r) => {
    const payoutId = text(r, 'payoutId');
    return marked(await payouts.markPaid(ledgerOf(r), payoutId, text(r, 'reference'), 'operations: mark paid'), payoutId);
  },
  MarkPayoutFailed: async (r) => {
    const payoutId = text(r, 'payoutId');
    return marked(await payouts.markFailed(ledgerOf(r), payoutId, optionalText(r, 'reason') ?? 'failed', 'operations: mark failed'), payoutId);
  },
});

const ledgerOf = (r: Record<string, unknown>): Ledger => oneOf(optionalText(r, 'ledger') ?? 'live', 'ledger', ['sandbox', 'live'] as const);

/** The statement's filters, read by the same rules as the public statement's query string. */
const statementQuery = (r: Record<string, unknown>) =>
  parseStatementQuery(
    Object.fromEntries(['status', 'from', 'to', 'limit', 'cursor'].filter((name) => r[name] !== undefined && r[name] !== '').map((name) => [name, String(r[name])])),
    DEFAULT_LEDGER_SETTINGS.maxPageSize,
  );

/** parasol.ledger.v1.Ledger: any partner's statement, balances and sales (the public endpoint shows a key its own). */
export const ledgerService = (ledger: LedgerFacade, options: Parameters<typeof internalService>[2], payouts?: PayoutOperations): InternalService =>
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
      // Without the payouts module (no payout store composed) these answer UNIMPLEMENTED.
      ...(payouts === undefined ? payoutsNotComposed : payoutHandlers(payouts)),
    },
    options,
  );
