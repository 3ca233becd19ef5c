import { runCli } from './commands/run-cli.js';

/** Entry point of the `parasol` command (tools/server/src/commands/run-cli.ts dispatches). */
runCli(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`parasol: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
