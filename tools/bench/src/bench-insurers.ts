/**
 * Child process of the benchmark: the twelve simulated insurers of the live scenario, each in its
 * catalogue currency, all answering after the same fixed latency (no jitter, no failures), so the
 * slowest insurer is exactly that latency and anything above it in a quote is Parasol's.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/bench-insurers.ts --latency MS
 */
import { parseArgs } from 'node:util';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';
import { BENCH_INSURERS } from './bench-catalogue.js';
import { announceReady, exitCleanlyOnSignal } from './ready-line.js';

const { values } = parseArgs({ options: { latency: { type: 'string', default: '20' } } });
const latencyMs = Number(values.latency);
if (!Number.isInteger(latencyMs) || latencyMs < 0) {
  process.stderr.write('bench-insurers: --latency must be a whole number of ms\n');
  process.exit(2);
}
const simulators: InsurerSimulator[] = [];
for (const [i, insurer] of BENCH_INSURERS.entries()) {
  simulators.push(await startInsurerSimulator({ latencyMs, currency: insurer.currency, seed: i + 1 }));
}
exitCleanlyOnSignal(async () => {
  await Promise.all(simulators.map((simulator) => simulator.close()));
});
announceReady({ urls: simulators.map((simulator) => simulator.url) });
