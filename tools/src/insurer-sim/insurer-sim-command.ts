import { parseArgs } from 'node:util';
import { isConvertible } from '@parasol/core';
import { startInsurerFleet, type InsurerFleet } from './insurer-fleet.js';

export const INSURER_SIM_USAGE = `parasol insurer-sim [options]

  Loopback insurers speaking the rating protocol (docs/insurer-protocol.md).

  --count N            simulators to start (default 3)
  --port P             first port; the others follow (default: any free port)
  --latency MS         delay before each answer (default 0)
  --error-rate R       share of requests answered HTTP 500, 0..1 (default 0)
  --timeout-rate R     share of requests never answered, 0..1 (default 0)
  --malformed-rate R   share of requests answered with a broken 200, 0..1 (default 0)
  --currency CUR       currency the insurers price in, one of the 33 convertible (default EUR)
  --seed N             seed of the failure draws (default 1)
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
    },
  });
  const count = whole(values.count, 'count', 1, 100);
  const latencyMs = whole(values.latency, 'latency', 0, 600_000);
  const rates = {
    errorRate: share(values['error-rate'], 'error-rate'),
    timeoutRate: share(values['timeout-rate'], 'timeout-rate'),
    malformedRate: share(values['malformed-rate'], 'malformed-rate'),
  };
  if (rates.errorRate + rates.timeoutRate + rates.malformedRate > 1) throw new Error(`the three rates add up to more than 1\n\n${INSURER_SIM_USAGE}`);
  // A live catalogue insurer prices in one of the 33 convertible currencies.
  if (!isConvertible(values.currency)) throw new Error(`--currency must be one of the 33 convertible codes, such as EUR\n\n${INSURER_SIM_USAGE}`);

  const fleet = await startInsurerFleet(count, {
    port: whole(values.port, 'port', 0, 65_535),
    latencyMs,
    ...rates,
    currency: values.currency,
    seed: whole(values.seed, 'seed', 0, 2 ** 31 - 1),
  });
  const insurers = fleet.simulators.map((simulator, i) => ({
    id: `sim-${i + 1}`,
    name: `Simulated Insurer ${i + 1}`,
    logoUrl: null,
    currency: values.currency,
    endpoint: { insurerId: `sim-${i + 1}`, ratingUrl: simulator.url, timeoutMs: suggestedTimeoutMs(latencyMs) },
  }));
  out.write(`${count} insurer simulator(s) listening:\n${fleet.urls.map((url) => `  ${url}\n`).join('')}`);
  out.write(`\nCatalogue snippet (insurers):\n${JSON.stringify({ insurers }, null, 2)}\n\nCtrl-C stops them.\n`);
  return fleet;
}

const whole = (text: string, flag: string, min: number, max: number): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`--${flag} must be a whole number from ${min} to ${max}\n\n${INSURER_SIM_USAGE}`);
  return value;
};

const share = (text: string, flag: string): number => {
  const value = Number(text);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(text) || value > 1) throw new Error(`--${flag} must be a number from 0 to 1\n\n${INSURER_SIM_USAGE}`);
  return value;
};
