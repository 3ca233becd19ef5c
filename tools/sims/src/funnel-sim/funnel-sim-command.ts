import { parseArgs } from 'node:util';
import { FAULT_SYNTAX, parseFault } from './funnel-faults.js';
import { FunnelSimulator } from './funnel-simulator.js';
import { UsageError } from '../usage-error.js';

export const FUNNEL_SIM_USAGE = `parasol funnel-sim [options]

  A loopback external funnel speaking the quote protocol (docs/funnel-protocol.md): keeps
  quotes in memory, checks the bearer token, answers PUT and GET /v1/quotes/{id}.

  --port P         port on 127.0.0.1 (default: any free port)
  --token T        bearer token it accepts (default: a random one, printed)
  --fault F        spoil every protocol call: ${FAULT_SYNTAX}
  --help           this text

  While it runs (no token needed, loopback only):
    POST /sim/quotes/{quoteId}/stage  {"stage":"presubscribed"}   move a quote forward
    POST /sim/faults                  {"fault":"refuse:503","times":2}   spoil the next calls
    GET  /sim/quotes                  the quotes it holds
`;

/** RFC 6750 characters: a token the HTTP client would refuse is refused here, before starting. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * `parasol funnel-sim`: starts the simulator, prints the environment that points Parasol at it,
 * and keeps running (the caller stops the process). Bad flags are refused before anything starts.
 */
export async function runFunnelSimCommand(argv: string[], out: NodeJS.WritableStream = process.stdout): Promise<FunnelSimulator> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      token: { type: 'string' },
      fault: { type: 'string' },
    },
  });
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65_535) throw new UsageError(`--port must be a whole number from 0 to 65535\n\n${FUNNEL_SIM_USAGE}`);
  if (values.token !== undefined && !BEARER_TOKEN.test(values.token)) {
    throw new UsageError(`--token must be a bearer token (letters, digits, - . _ ~ + / and trailing =)\n\n${FUNNEL_SIM_USAGE}`);
  }
  const fault = values.fault === undefined ? undefined : parseFault(values.fault);
  const simulator = await new FunnelSimulator({
    port: Number(values.port),
    ...(values.token === undefined ? {} : { token: values.token }),
    ...(fault === undefined ? {} : { fault }),
  }).start();
  out.write(`Funnel simulator listening on ${simulator.url}${fault === undefined ? '' : ` (every call: ${values.fault})`}\n`);
  // The simulator's own token, printed so it can be pasted: it guards nothing but this loopback process.
  out.write(`\nPoint Parasol at it with:\n  PARASOL_FUNNEL_API_URL=${simulator.url}\n  PARASOL_FUNNEL_TOKEN=${simulator.token}\n\nCtrl-C stops it.\n`);
  return simulator;
}
