import { parseArgs } from 'node:util';
import { isConvertible } from '@parasol/core/internal';
import { loadCatalogueFile } from '@parasol/static-data';
import { startInsurerFleet, type InsurerFleet } from './insurer-fleet.js';
import { startInsurerSimulator, type InsurerSimulator } from './insurer-simulator.js';
import { UsageError } from '../usage-error.js';
import type { IssueBehaviour } from './issuance-desk.js';

const ISSUE_BEHAVIOURS: readonly IssueBehaviour[] = ['issue', 'refuse', 'slow', 'error', 'hang', 'issueAfterTimeout'];

export const INSURER_SIM_USAGE = `parasol insurer-sim [options]

  Loopback insurers speaking the rating protocol and issuing policies (docs/insurer-protocol.md).

  --count N            simulators to start (default 3)
  --port P             first port; the others follow (default: any free port)
  --latency MS         delay before each answer (default 0)
  --error-rate R       share of requests answered HTTP 500, 0..1 (default 0)
  --timeout-rate R     share of requests never answered, 0..1 (default 0)
  --malformed-rate R   share of requests answered with a broken 200, 0..1 (default 0)
  --currency CUR       currency the insurers price in, one of the 33 convertible (default EUR)
  --seed N             seed of the failure draws (default 1)
  --issuance B         what issue and cancel calls do: issue (default), refuse, slow, error, hang,
                       issueAfterTimeout (records the policy, never answers)
  --issue-delay MS     the delay of --issuance slow (default 2000)
  --catalogue PATH     instead of --count/--port/--currency: one simulator per insurer of a live
                       catalogue file, on the loopback port and in the currency it names (e.g. the
                       sample catalogue, so \`npm start\` answers live keys)
`;

/** Timeout suggested in the printed catalogue snippet: latency plus room for a loaded machine, within the catalogue's 60 s ceiling. */
const suggestedTimeoutMs = (latencyMs: number) => Math.min(60_000, Math.max(1000, latencyMs * 2 + 500));

/**
 * `parasol insurer-sim`: starts a fleet of simulators, prints their URLs and the `insurers` part
 * of a live catalogue pointing at them, and keeps running (the caller stops the process).
 */
export async function runInsurerSimCommand(argv: string[], out: NodeJS.WritableStream = process.stdout): Promise<InsurerFleet> {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string', default: '3' },
      port: { type: 'string', default: '0' },
      latency: { type: 'string', default: '0' },
      'error-rate': { type: 'string', default: '0' },
      'timeout-rate': { type: 'string', default: '0' },
      'malformed-rate': { type: 'string', default: '0' },
      currency: { type: 'string', default: 'EUR' },
      seed: { type: 'string', default: '1' },
      catalogue: { type: 'string' },
      issuance: { type: 'string', default: 'issue' },
      'issue-delay': { type: 'string', default: '2000' },
    },
  });
  const count = whole(values.count, 'count', 1, 100);
  const latencyMs = whole(values.latency, 'latency', 0, 600_000);
  const rates = {
    errorRate: share(values['error-rate'], 'error-rate'),
    timeoutRate: share(values['timeout-rate'], 'timeout-rate'),
    malformedRate: share(values['malformed-rate'], 'malformed-rate'),
  };
  if (rates.errorRate + rates.timeoutRate + rates.malformedRate > 1) throw new UsageError(`the three rates add up to more than 1\n\n${INSURER_SIM_USAGE}`);
  // A live catalogue insurer prices in one of the 33 convertible currencies.
  if (!isConvertible(values.currency)) throw new UsageError(`--currency must be one of the 33 convertible codes, such as EUR\n\n${INSURER_SIM_USAGE}`);

  const seed = whole(values.seed, 'seed', 0, 2 ** 31 - 1);
  if (!ISSUE_BEHAVIOURS.includes(values.issuance as IssueBehaviour)) throw new UsageError(`--issuance must be one of ${ISSUE_BEHAVIOURS.join(', ')}\n\n${INSURER_SIM_USAGE}`);
  const issuance = { issuance: values.issuance as IssueBehaviour, issueDelayMs: whole(values['issue-delay'], 'issue-delay', 0, 600_000) };
  if (values.catalogue !== undefined) return startCatalogueFleet(values.catalogue, { latencyMs, ...rates, seed, ...issuance }, out);

  const fleet = await startInsurerFleet(count, {
    port: whole(values.port, 'port', 0, 65_535),
    latencyMs,
    ...rates,
    currency: values.currency,
    seed,
    ...issuance,
  });
  const insurers = fleet.simulators.map((simulator, i) => ({
    id: `sim-${i + 1}`,
    name: `Simulated Insurer ${i + 1}`,
    logoUrl: null,
    currency: values.currency,
    endpoint: { insurerId: `sim-${i + 1}`, ratingUrl: simulator.url, timeoutMs: suggestedTimeoutMs(latencyMs), issueUrl: simulator.issueUrl, cancelUrl: simulator.cancelUrl },
  }));
  out.write(`${count} insurer simulator(s) listening:\n${fleet.urls.map((url) => `  ${url}\n`).join('')}`);
  out.write(`\nCatalogue snippet (insurers):\n${JSON.stringify({ insurers }, null, 2)}\n\nCtrl-C stops them.\n`);
  return fleet;
}

/** One simulator per catalogue insurer whose rating URL is on this machine, on that URL's port. */
async function startCatalogueFleet(
  path: string,
  behaviour: { latencyMs: number; errorRate: number; timeoutRate: number; malformedRate: number; seed: number; issuance: IssueBehaviour; issueDelayMs: number },
  out: NodeJS.WritableStream,
): Promise<InsurerFleet> {
  const catalogue = loadCatalogueFile(path);
  const simulators: InsurerSimulator[] = [];
  for (const [i, insurer] of catalogue.insurers.entries()) {
    const url = new URL(insurer.endpoint.ratingUrl);
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) || url.port === '') {
      out.write(`  skipped ${insurer.id}: ${insurer.endpoint.ratingUrl} is not a loopback address with a port\n`);
      continue;
    }
    simulators.push(await startInsurerSimulator({ ...behaviour, seed: behaviour.seed + i, port: Number(url.port), currency: insurer.currency }));
    out.write(`  ${insurer.id} (${insurer.currency}) on ${insurer.endpoint.ratingUrl}\n`);
  }
  out.write('Ctrl-C stops them.\n');
  return {
    simulators,
    urls: simulators.map((s) => s.url),
    requestCount: () => simulators.reduce((n, s) => n + s.requestCount(), 0),
    close: async () => {
      await Promise.all(simulators.map((s) => s.close()));
    },
  };
}

const whole = (text: string, flag: string, min: number, max: number): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}\n\n${INSURER_SIM_USAGE}`);
  return value;
};

const share = (text: string, flag: string): number => {
  const value = Number(text);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(text) || value > 1) throw new UsageError(`--${flag} must be a number from 0 to 1\n\n${INSURER_SIM_USAGE}`);
  return value;
};
