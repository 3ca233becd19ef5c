import { needArg, runCommandGroup, wholeNumber, type CommandGroup, type CommandIo } from './grpc-request.js';

const LEDGER = 'parasol.ledger.v1.Ledger';
const LEDGER_OPTION = { ledger: { type: 'string' } } as const;
const which = (v: Record<string, unknown>) => (v['ledger'] === undefined ? {} : { ledger: v['ledger'] });

/** `parasol ledger …`: any partner's commission ledger through the internal Ledger service. */
export const LEDGER_COMMANDS: CommandGroup = {
  name: 'ledger',
  summary: "any partner's commission ledger (internal Ledger service); --ledger live (default) or sandbox",
  subcommands: [
    {
      name: 'statement',
      args: 'PARTNER [--ledger L] [--status S] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N] [--cursor C]',
      summary: 'one page of sales, oldest booking first, and the balances',
      options: { ...LEDGER_OPTION, status: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' } },
      call: (p, v) => ({
        service: LEDGER,
        rpc: 'Statement',
        request: {
          partnerCode: needArg(p, 0, 'PARTNER'),
          ...which(v),
          ...Object.fromEntries(['status', 'from', 'to', 'cursor'].filter((k) => v[k] !== undefined).map((k) => [k, v[k]])),
          ...(v['limit'] === undefined ? {} : { limit: wholeNumber(v['limit'], 'limit') }),
        },
      }),
    },
    {
      name: 'balances',
      args: 'PARTNER [--ledger L]',
      summary: 'commission owed, validated and pending, per currency',
      options: LEDGER_OPTION,
      call: (p, v) => ({ service: LEDGER, rpc: 'Balances', request: { partnerCode: needArg(p, 0, 'PARTNER'), ...which(v) } }),
    },
    {
      name: 'sale',
      args: 'PARTNER ORDER_ID [--ledger L]',
      summary: 'one sale with every ledger entry',
      options: LEDGER_OPTION,
      call: (p, v) => ({ service: LEDGER, rpc: 'GetSale', request: { partnerCode: needArg(p, 0, 'PARTNER'), externalOrderId: needArg(p, 1, 'ORDER_ID'), ...which(v) } }),
    },
  ],
};

export const runLedgerCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(LEDGER_COMMANDS, argv, io);
