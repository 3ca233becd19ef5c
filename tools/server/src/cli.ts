import { runCli } from './commands/run-cli.js';

// A reader that stops early (`parasol request … | head -1`) closes the pipe: nothing is left to
// say to it, so the command ends quietly instead of dying on EPIPE with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

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
