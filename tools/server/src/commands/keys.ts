import { list, needArg, runCommandGroup, UsageError, wholeNumber, type CommandGroup, type CommandIo } from './grpc-request.js';

const ADMIN = 'parasol.admin.v1.Admin';

const quota = (v: Record<string, unknown>, required: boolean) => {
  if (v['reads'] === undefined && v['writes'] === undefined && !required) return {};
  if (v['reads'] === undefined || v['writes'] === undefined) throw new UsageError('give both --reads and --writes');
  return { quota: { reads: wholeNumber(v['reads'], 'reads'), writes: wholeNumber(v['writes'], 'writes') } };
};

/** `parasol keys …`: API keys through the internal Admin service. A secret is printed once, at creation or rotation. */
export const KEYS: CommandGroup = {
  name: 'keys',
  summary: 'API keys (internal Admin service); a secret is shown once, when created or rotated',
  subcommands: [
    {
      name: 'create',
      args: '[--mode sandbox|live] [--partner CODE] [--scopes quotes,quotes.link,coach] [--reads N --writes N] [--card-modes LIST]',
      summary: 'a sandbox key; --mode live goes through the live-access gate (approved partner, 10 sandbox price calls, 1 link) and needs --partner, --reads and --writes',
      options: { mode: { type: 'string' }, partner: { type: 'string' }, scopes: { type: 'string' }, reads: { type: 'string' }, writes: { type: 'string' }, 'card-modes': { type: 'string' } },
      call: (_p, v) => {
        const scopes = v['scopes'] === undefined ? ['quotes', 'quotes.link', 'coach'] : list(v['scopes']);
        const cardModes = list(v['card-modes']);
        const mode = (v['mode'] as string | undefined) ?? 'sandbox';
        if (mode === 'live') {
          if (v['partner'] === undefined) throw new UsageError('a live key needs --partner');
          return { service: ADMIN, rpc: 'IssueLiveKey', request: { partnerCode: v['partner'], scopes, cardModes, ...quota(v, true) } };
        }
        return { service: ADMIN, rpc: 'CreateKey', request: { mode, scopes, cardModes, ...(v['partner'] === undefined ? {} : { partnerCode: v['partner'] }), ...quota(v, false) } };
      },
    },
    { name: 'rotate', args: 'KEY_ID', summary: 'a new secret now; the previous one verifies for 24 more hours', call: (p) => ({ service: ADMIN, rpc: 'RotateKey', request: { keyId: needArg(p, 0, 'KEY_ID') } }) },
    { name: 'revoke', args: 'KEY_ID', summary: 'stops the key and every secret at once', call: (p) => ({ service: ADMIN, rpc: 'RevokeKey', request: { keyId: needArg(p, 0, 'KEY_ID') } }) },
    {
      name: 'list',
      args: '--partner CODE',
      summary: "a partner's keys with their scopes, quotas and state (never a secret)",
      options: { partner: { type: 'string' } },
      call: (_p, v) => {
        if (v['partner'] === undefined) throw new UsageError('missing --partner');
        return { service: ADMIN, rpc: 'ListKeys', request: { partnerCode: v['partner'] } };
      },
    },
    {
      name: 'quota',
      args: 'KEY_ID --reads N --writes N [--burst N]',
      summary: "sets a key's daily buckets (and its per-minute burst ceiling)",
      options: { reads: { type: 'string' }, writes: { type: 'string' }, burst: { type: 'string' } },
      call: (p, v) => ({
        service: ADMIN,
        rpc: 'SetKeyQuota',
        request: { keyId: needArg(p, 0, 'KEY_ID'), ...quota(v, true), ...(v['burst'] === undefined ? {} : { burstPerMinute: wholeNumber(v['burst'], 'burst') }) },
      }),
    },
  ],
};

export const runKeysCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(KEYS, argv, io);
