/**
 * Child process of the benchmark: starts one bench server and announces its URL.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/bench-server.ts <kind>
 *        [--request NAME] [--access-log | --interleave-access-log on|off,on|off] [--mongo-url URL] [--catalogue PATH]
 * run-bench.ts starts it pinned to the server core, loads it, then sends SIGTERM. It answers the
 * runner's `memory` question (after a full GC when node runs with --expose-gc), and an
 * interleaved server's `interleaved` question (each side's CPU and requests since the last one).
 */
import { parseArgs } from 'node:util';
import { processLogger } from '@parasol/server/pino-logger';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';
import { isServerKind, SERVER_KINDS, startBenchServer } from './bench-servers.js';
import { BENCH_REQUEST_NAMES, type BenchRequestName } from './bench-requests.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    request: { type: 'string' },
    'access-log': { type: 'boolean', default: false },
    'interleave-access-log': { type: 'string' },
    'mongo-url': { type: 'string' },
    catalogue: { type: 'string' },
  },
});
const [kind] = positionals;
if (kind === undefined || !isServerKind(kind)) {
  process.stderr.write(`bench-server: the server must be one of ${SERVER_KINDS.join(', ')}\n`);
  process.exit(2);
}
if (values.request !== undefined && !(BENCH_REQUEST_NAMES as readonly string[]).includes(values.request)) {
  process.stderr.write(`bench-server: --request must be one of ${BENCH_REQUEST_NAMES.join(', ')}\n`);
  process.exit(2);
}
// `on,off`: the subject's turns with the access log, the baseline's without (`off,off`: the control).
const interleaveOption = values['interleave-access-log'];
const interleave = interleaveOption === undefined ? undefined : (/^(on|off),(on|off)$/.exec(interleaveOption) ?? undefined);
if (interleaveOption !== undefined && interleave === undefined) {
  process.stderr.write('bench-server: --interleave-access-log must be on|off,on|off (the subject\'s turns, then the baseline\'s)\n');
  process.exit(2);
}
const server = await startBenchServer(kind, {
  logger: processLogger,
  accessLog: values['access-log'],
  ...(interleave === undefined ? {} : { interleaveAccessLog: { subject: interleave[1] === 'on', baseline: interleave[2] === 'on' } }),
  ...(values.request === undefined ? {} : { request: values.request as BenchRequestName }),
  ...(values['mongo-url'] === undefined ? {} : { mongoUrl: values['mongo-url'] }),
  ...(values.catalogue === undefined ? {} : { cataloguePath: values.catalogue }),
});
exitCleanlyOnSignal(() => server.close());
answerQuestions({
  memory: () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rssBytes: rss, heapUsedBytes: heapUsed, externalBytes: external };
  },
  // An interleaved server's account of each side since the last question (null for any other server).
  interleaved: () => server.readInterleaved?.() ?? null,
});
announceReady({ url: server.url });
