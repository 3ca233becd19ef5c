/**
 * Child process of the benchmark: starts one scenario's server and announces its URL.
 *   node --conditions=parasol-source --import tools/register.mjs tools/src/bench/bench-server.ts <scenario> [--catalogue PATH]
 * run-bench.ts starts it pinned to its own core, loads it, then sends SIGTERM.
 */
import { parseArgs } from 'node:util';
import { processLogger } from '../compose/pino-logger.js';
import { announceReady, exitCleanlyOnSignal } from './ready-line.js';
import { isScenarioName, SCENARIOS, startScenario } from './scenarios.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { catalogue: { type: 'string' } } });
const [name] = positionals;
if (name === undefined || !isScenarioName(name)) {
  process.stderr.write(`bench-server: scenario must be one of ${SCENARIOS.join(', ')}\n`);
  process.exit(2);
}
const scenario = await startScenario(name, { logger: processLogger, ...(values.catalogue === undefined ? {} : { cataloguePath: values.catalogue }) });
exitCleanlyOnSignal(() => scenario.close());
announceReady({ url: scenario.url });
