import { runServeCommand } from './commands/serve.js';
import { runRequestCommand } from './commands/request.js';
import { INSURER_SIM_USAGE, runInsurerSimCommand } from './insurer-sim/index.js';
import { runAdminCommand } from './commands/admin.js';
import { FUNNEL_SIM_USAGE, runFunnelSimCommand } from './funnel-sim/index.js';
import { runPartnersCommand } from './commands/partners.js';
import { runLinksCommand } from './commands/links.js';
import { runKeysCommand } from './commands/keys.js';
import { runSubscriptionsCommand } from './commands/subscriptions.js';
import { runLedgerCommand } from './commands/ledger.js';

const HELP = `parasol <command>

  serve                     REST API on 127.0.0.1:$PORT (default 8080), memory storage or MongoDB (--mongo-url), prints a sandbox key
  request METHOD PATH       sign and send one request (--data JSON|@file, --key-id, --secret, --url; --grpc for gRPC)
  insurer-sim               loopback insurers speaking the rating protocol (--help for options)
  funnel-sim                loopback external funnel speaking the quote protocol (--help for options)
  admin                     new-key, check-bootstrap, master-key: offline help for bootstrap files

Operations, through the internal gRPC services of a running server (admin token; --help on each):
  partners                  create, show, approve, commission, live-access
  links                     create, archive, default
  keys                      create (sandbox, or live through the live-access gate), rotate, revoke, list, quota
  subscriptions             show, advance
  ledger                    statement, balances, sale
`;

/** Entry point of the `parasol` command: one function per command, in tools/src/commands. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      await runServeCommand(rest);
      return -1; // keeps running
    case 'request':
      return runRequestCommand(rest);
    case 'admin':
      return runAdminCommand(rest);
    case 'partners':
      return runPartnersCommand(rest);
    case 'links':
      return runLinksCommand(rest);
    case 'keys':
      return runKeysCommand(rest);
    case 'subscriptions':
      return runSubscriptionsCommand(rest);
    case 'ledger':
      return runLedgerCommand(rest);
    case 'insurer-sim':
      if (rest.includes('--help')) {
        process.stdout.write(INSURER_SIM_USAGE);
        return 0;
      }
      await runInsurerSimCommand(rest);
      return -1; // keeps running
    case 'funnel-sim':
      if (rest.includes('--help')) {
        process.stdout.write(FUNNEL_SIM_USAGE);
        return 0;
      }
      await runFunnelSimCommand(rest);
      return -1; // keeps running
    default:
      process.stdout.write(HELP);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`parasol: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
