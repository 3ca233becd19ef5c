/**
 * Child process of the own-work scenario (own-work.ts): what Parasol's own work costs for
 * one bench request without HTTP (in-process-cost.ts), measured on the server core as the servers
 * are.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/in-process-child.ts REQUEST [--calls N] [--rounds N]
 * Announces `{ cpuUs }`: the process's CPU µs per call in each round (GC threads included, as
 * /proc counts a server's), then waits to be stopped.
 */
import { BENCH_REQUEST_NAMES, type BenchRequestName } from './bench-requests.js';
import { inProcessCost } from './in-process-cost.js';
import { announceReady, exitCleanlyOnSignal } from './ready-line.js';
import { toolArguments, usageError } from './tool-arguments.js';

const USAGE = 'usage: in-process-child.ts REQUEST [--calls N] [--rounds N]';
const { values, positionals } = toolArguments({ allowPositionals: true, options: { calls: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '6' }, help: { type: 'boolean', default: false } } }, USAGE);
const [request] = positionals;
const calls = Number(values.calls);
const rounds = Number(values.rounds);
if (request === undefined || !(BENCH_REQUEST_NAMES as readonly string[]).includes(request) || request === 'live-quote' || !(calls >= 1) || !(rounds >= 1)) {
  usageError(USAGE, 'in-process-child: name a bench request other than live-quote, and counts of at least 1');
}
exitCleanlyOnSignal(async () => {});
const cost = await inProcessCost({ request: request as BenchRequestName, calls, rounds });
announceReady({ cpuUs: cost.rounds.map((round) => round.cpuUs) });
