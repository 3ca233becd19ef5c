import { UsageError, needArg, runCommandGroup, wholeNumber, type CommandGroup, type CommandIo } from './grpc-request.js';

const LEDGER = 'parasol.ledger.v1.Ledger';
const LEDGER_OPTION = { ledger: { type: 'string' } } as const;
const which = (v: Record<string, unknown>) => (v['ledger'] === undefined ? {} : { ledger: v['ledger'] });

/**
 * A run's idempotency key when the operator names none: the UTC day, so two operators (or a
 * scheduler and an operator) running the day's payouts at once make one payout per partner and
 * currency; `--key` runs again the same day (after a payout failed, say).
 */
export const dailyRunKey = (now: Date = new Date()): string => `run-${now.toISOString().slice(0, 10)}`;

/** `parasol payouts …`: payout runs and the marks of the bank's outcome, through the internal Ledger service. */
export const PAYOUTS: CommandGroup = {
  name: 'payouts',
  summary: 'payout runs, payouts and their marks (internal Ledger service); --ledger live (default) or sandbox',
  subcommands: [
    {
      name: 'run',
      args: '[--partner CODE] [--currency C] [--key K] [--dry-run] [--ledger L]',
      summary: 'pays every partner (or one) its payable commission net of clawbacks, per currency, when it reaches its minimum; --key defaults to the UTC day',
      options: { ...LEDGER_OPTION, partner: { type: 'string' }, currency: { type: 'string' }, key: { type: 'string' }, 'dry-run': { type: 'boolean' } },
      call: (_p, v) => ({
        service: LEDGER,
        rpc: 'RunPayouts',
        request: {
          ...which(v),
          runKey: typeof v['key'] === 'string' ? v['key'] : dailyRunKey(),
          ...(v['partner'] === undefined ? {} : { partnerCode: v['partner'] }),
          ...(v['currency'] === undefined ? {} : { currency: v['currency'] }),
          ...(v['dry-run'] === true ? { dryRun: true } : {}),
        },
      }),
    },
    {
      name: 'list',
      args: '[--partner CODE] [--limit N] [--cursor C] [--ledger L]',
      summary: 'payouts, oldest first (one partner\'s with --partner)',
      options: { ...LEDGER_OPTION, partner: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' } },
      call: (_p, v) => ({
        service: LEDGER,
        rpc: 'ListPayouts',
        request: {
          ...which(v),
          ...(v['partner'] === undefined ? {} : { partnerCode: v['partner'] }),
          ...(v['limit'] === undefined ? {} : { limit: wholeNumber(v['limit'], 'limit') }),
          ...(v['cursor'] === undefined ? {} : { cursor: v['cursor'] }),
        },
      }),
    },
    {
      name: 'show',
      args: 'PAYOUT_ID [--ledger L]',
      summary: 'one payout with its lines and clawbacks',
      options: LEDGER_OPTION,
      call: (p, v) => ({ service: LEDGER, rpc: 'GetPayout', request: { payoutId: needArg(p, 0, 'PAYOUT_ID'), ...which(v) } }),
    },
    {
      name: 'mark-paid',
      args: 'PAYOUT_ID BANK_REFERENCE [--ledger L]',
      summary: 'the bank paid it: its lines are paid',
      options: LEDGER_OPTION,
      call: (p, v) => ({ service: LEDGER, rpc: 'MarkPayoutPaid', request: { payoutId: needArg(p, 0, 'PAYOUT_ID'), reference: needArg(p, 1, 'BANK_REFERENCE'), ...which(v) } }),
    },
    {
      name: 'mark-failed',
      args: 'PAYOUT_ID [--reason TEXT] [--ledger L]',
      summary: 'the transfer failed: its lines become payable again',
      options: { ...LEDGER_OPTION, reason: { type: 'string' } },
      call: (p, v) => ({ service: LEDGER, rpc: 'MarkPayoutFailed', request: { payoutId: needArg(p, 0, 'PAYOUT_ID'), ...which(v), ...(v['reason'] === undefined ? {} : { reason: v['reason'] }) } }),
    },
  ],
};

/** A minimum as operators type it: an amount with at most 2 decimals (major units of the payout currency). */
export const amount = (value: unknown, flag: string): number => {
  if (typeof value !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/.test(value)) throw new UsageError(`--${flag} must be an amount such as 50 or 25.50`);
  return Number(value);
};

export const runPayoutsCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(PAYOUTS, argv, io);
