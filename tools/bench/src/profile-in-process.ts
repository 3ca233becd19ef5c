/**
 * Parasol's own cost per call, without HTTP (in-process-cost.ts):
 *   node --conditions=parasol-source --import ./tools/server/register.mjs tools/bench/src/profile-in-process.ts REQUEST
 *        [--calls N] [--rounds N] [--profile FILE]
 * REQUEST is a bench request (quote, meta, cards, bilan, link, postback). Prints µs per call for
 * each round; --profile writes the measured calls' CPU profile, to read with
 *   summarise-profile.ts FILE --lines --requests <calls × rounds>
 * Run it on the compiled code (tools/server/dist/bench/profile-in-process.js after `npm run build`) for
 * figures like the servers': tsx's names helper shows in profiles of the sources.
 */
import { writeFileSync } from 'node:fs';
import { BENCH_REQUEST_NAMES, type BenchRequestName } from './bench-requests.js';
import { inProcessCost } from './in-process-cost.js';
import { toolArguments, usageError } from './tool-arguments.js';

const USAGE = `usage: profile-in-process.ts REQUEST [--calls N] [--rounds N] [--profile FILE]; REQUEST: ${BENCH_REQUEST_NAMES.filter((n) => n !== 'live-quote').join(', ')}`;
const { values, positionals } = toolArguments(
  {
    allowPositionals: true,
    options: { calls: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '6' }, profile: { type: 'string' }, help: { type: 'boolean', default: false } },
  },
  USAGE,
);
const [request] = positionals;
const calls = Number(values.calls);
const rounds = Number(values.rounds);
if (request === undefined || !(BENCH_REQUEST_NAMES as readonly string[]).includes(request) || request === 'live-quote' || !(calls >= 1) || !(rounds >= 1)) {
  usageError(USAGE, 'profile-in-process: name a bench request, and counts of at least 1');
}
const cost = await inProcessCost({ request: request as BenchRequestName, calls, rounds, profile: values.profile !== undefined });
cost.rounds.forEach((round, i) => process.stdout.write(`${request} round ${i + 1}/${rounds}: ${round.wallUs.toFixed(1)} µs per call (wall), ${round.cpuUs.toFixed(1)} µs CPU\n`));
if (values.profile !== undefined && cost.profile !== undefined) {
  writeFileSync(values.profile, JSON.stringify(cost.profile));
  process.stdout.write(`profile of the ${calls * rounds} measured calls written to ${values.profile}\n`);
}
