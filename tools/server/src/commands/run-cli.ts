import { PARTNERS } from './partners.js';
import { LINKS } from './links.js';
import { KEYS } from './keys.js';
import { SUBSCRIPTIONS } from './subscriptions.js';
import { LEDGER_COMMANDS } from './ledger.js';
import { PAYOUTS } from './payouts.js';
import { processIo, runCommandGroup, type CommandGroup, type CommandIo } from './grpc-request.js';
import { isUsageError, usageMessageOf } from './usage-errors.js';

export const HELP = `usage: parasol <command> [options]   (parasol <command> --help for its options)

  serve                     REST API on 127.0.0.1:$PORT (default 8080), memory storage or MongoDB (--mongo-url), prints a sandbox key
  request METHOD PATH       sign and send one request (--data JSON|@file, --key-id, --secret, --url; --grpc for gRPC)
  webhooks listen|verify    receive sandbox webhooks on this machine and forward them (--forward-to URL); check one delivery
  insurer-sim               loopback insurers speaking the rating protocol
  funnel-sim                loopback external funnel speaking the quote protocol
  payments-sim              loopback Stripe: its API subset, a hosted card page, signed webhooks
  admin                     new-key, check-bootstrap, master-key: offline help for bootstrap files
  operators create          an operator's account for the console's operations pages (/console/ops)

Operations, through the internal gRPC services of a running server (admin token):
  partners                  create, show, approve, commission, payout-terms, live-access
  links                     create, archive, default
  keys                      create (sandbox, or live through the live-access gate), rotate, revoke, list, quota
  subscriptions             show, advance
  ledger                    statement, balances, sale
  payouts                   run, list, show, mark-paid, mark-failed
`;

/** The operations command groups, by name: each has --help on the group and on every subcommand. */
export const COMMAND_GROUPS: readonly CommandGroup[] = [PARTNERS, LINKS, KEYS, SUBSCRIPTIONS, LEDGER_COMMANDS, PAYOUTS];

const wantsHelp = (argv: readonly string[]): boolean => argv.includes('--help') || argv.includes('-h');


/**
 * Each command's module is imported when that command runs, not before: `parasol serve` (npm
 * start) then loads neither the simulators (each compiles its protocol's schemas when loaded) nor
 * the HTTP client, and a short command does not load the server.
 *
 * The `parasol` command: the exit code, or -1 for a command that keeps running (serve and the
 * simulators). 0 done, 1 failed or refused, 2 a usage error (an unknown command or option), with
 * the usage on stderr. `--help` (or -h) anywhere prints the command's usage on stdout, exit 0.
 */
export async function runCli(argv: readonly string[], io: CommandIo = processIo()): Promise<number> {
  const [command, ...rest] = argv;
  const group = COMMAND_GROUPS.find((g) => g.name === command);
  if (group !== undefined) return runCommandGroup(group, rest, io);
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out.write(HELP);
        return 0;
      case 'serve': {
        const { runServeCommand, SERVE_USAGE } = await import('./serve.js');
        if (wantsHelp(rest)) return usage(io, SERVE_USAGE);
        await runServeCommand(rest);
        return -1;
      }
      case 'request': {
        const { REQUEST_USAGE, runRequestCommand } = await import('./request.js');
        if (wantsHelp(rest)) return usage(io, REQUEST_USAGE);
        return await runRequestCommand(rest);
      }
      case 'webhooks': {
        const { WEBHOOKS_USAGE, runWebhooksCommand } = await import('./webhooks.js');
        if (wantsHelp(rest)) return usage(io, WEBHOOKS_USAGE);
        return await runWebhooksCommand(rest, io);
      }
      case 'operators': {
        const { OPERATORS_USAGE, runOperatorsCommand } = await import('./operators.js');
        if (wantsHelp(rest)) return usage(io, OPERATORS_USAGE);
        return await runOperatorsCommand(rest, io.out, io.err);
      }
      case 'admin': {
        const { runAdminCommand } = await import('./admin.js');
        return await runAdminCommand(rest, io.out, io.err);
      }
      case 'insurer-sim': {
        const { INSURER_SIM_USAGE, runInsurerSimCommand } = await importSimulators();
        if (wantsHelp(rest)) return usage(io, INSURER_SIM_USAGE);
        await runInsurerSimCommand(rest, io.out);
        return -1;
      }
      case 'funnel-sim': {
        const { FUNNEL_SIM_USAGE, runFunnelSimCommand } = await importSimulators();
        if (wantsHelp(rest)) return usage(io, FUNNEL_SIM_USAGE);
        await runFunnelSimCommand(rest, io.out);
        return -1;
      }
      case 'payments-sim': {
        const { PAYMENTS_SIM_USAGE, runPaymentsSimCommand } = await importSimulators();
        if (wantsHelp(rest)) return usage(io, PAYMENTS_SIM_USAGE);
        await runPaymentsSimCommand(rest, io.out);
        return -1;
      }
      default:
        io.err.write(`parasol: unknown command ${command}\n\n${HELP}`);
        return 2;
    }
  } catch (e) {
    if (!isUsageError(e)) throw e;
    io.err.write(`parasol ${command}: ${usageMessageOf(e)}\n(parasol ${command} --help for its options)\n`);
    return 2;
  }
}

/**
 * The simulators (@parasol/sims), a dev-only workspace the product does not depend on: loaded
 * only by `parasol insurer-sim`, `parasol funnel-sim` and `parasol payments-sim`, so a checkout runs them and the server
 * never loads them (the bundle leaves them out, tools/server/bundle-cli.mjs). Where the package is
 * absent the command says so.
 */
const importSimulators = async (): Promise<typeof import('@parasol/sims')> => {
  try {
    return await import('@parasol/sims');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    throw new Error('the simulators (@parasol/sims) are a development tool, not installed here: run them from a checkout after npm ci', { cause: e });
  }
};

const usage = (io: CommandIo, text: string): number => {
  io.out.write(text.endsWith('\n') ? text : `${text}\n`);
  return 0;
};
