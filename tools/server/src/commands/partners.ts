import { amount } from './payouts.js';
import { list, needArg, runCommandGroup, wholeNumber, type CommandGroup, type CommandIo } from './grpc-request.js';

const ADMIN = 'parasol.admin.v1.Admin';

/** `parasol partners …`: partner accounts through the internal Admin service. */
export const PARTNERS: CommandGroup = {
  name: 'partners',
  summary: 'partner accounts (internal Admin service)',
  subcommands: [
    {
      name: 'create',
      args: 'CODE --base-rate BPS [--commission BPS] [--approved] [--links CODE,CODE]',
      summary: 'registers a partner (pending unless --approved); the first of --links is its default tracked link',
      options: { 'base-rate': { type: 'string' }, commission: { type: 'string' }, approved: { type: 'boolean' }, links: { type: 'string' } },
      call: (p, v) => ({
        service: ADMIN,
        rpc: 'CreatePartner',
        request: {
          code: needArg(p, 0, 'CODE'),
          baseRateBps: wholeNumber(v['base-rate'], 'base-rate'),
          ...(v['commission'] === undefined ? {} : { commissionBps: wholeNumber(v['commission'], 'commission') }),
          ...(v['approved'] === true ? { status: 'approved' } : {}),
          links: list(v['links']).map((code, i) => ({ code, default: i === 0 })),
        },
      }),
    },
    { name: 'show', args: 'CODE', summary: 'the account, its rates and tracked links', call: (p) => ({ service: ADMIN, rpc: 'GetPartner', request: { code: needArg(p, 0, 'CODE') } }) },
    { name: 'approve', args: 'CODE', summary: 'approves the account (the first condition of live access)', call: (p) => ({ service: ADMIN, rpc: 'ApprovePartner', request: { code: needArg(p, 0, 'CODE') } }) },
    {
      name: 'commission',
      args: 'CODE BPS',
      summary: 'sets the commission rate, from the base rate to 5000 bps',
      call: (p) => ({ service: ADMIN, rpc: 'SetCommission', request: { code: needArg(p, 0, 'CODE'), commissionBps: wholeNumber(needArg(p, 1, 'BPS'), 'BPS') } }),
    },
    {
      name: 'payout-terms',
      args: 'CODE [--holding-days N] [--minimum AMOUNT]',
      summary: 'how the partner is paid: days after validation before commission is payable (default 0), smallest payout in major units (default 50)',
      options: { 'holding-days': { type: 'string' }, minimum: { type: 'string' } },
      call: (p, v) => ({
        service: ADMIN,
        rpc: 'SetPayoutTerms',
        request: {
          code: needArg(p, 0, 'CODE'),
          ...(v['holding-days'] === undefined ? {} : { holdingDays: wholeNumber(v['holding-days'], 'holding-days') }),
          ...(v['minimum'] === undefined ? {} : { minimum: amount(v['minimum'], 'minimum') }),
        },
      }),
    },
    {
      name: 'live-access',
      args: 'CODE',
      summary: 'where the partner stands against the live-access rule (approved, sandbox price calls, links)',
      call: (p) => ({ service: ADMIN, rpc: 'GetLiveAccess', request: { code: needArg(p, 0, 'CODE') } }),
    },
  ],
};

export const runPartnersCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(PARTNERS, argv, io);
