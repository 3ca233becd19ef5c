import { parseArgs } from 'node:util';
import { API_OPERATIONS } from '@parasol/core/api-types';
import { ParasolConnectionError, ParasolHttpClient, type ClientAnswer } from '@parasol/client';
import { DEFAULT_KEY_FILE } from '../compose/sandbox-key-file.js';
import { requestText, signingKeyOf } from './signing-key.js';
import { runGrpcRequest } from './grpc-travel-request.js';

export const REQUEST_USAGE = `usage: parasol request METHOD PATH [--data JSON|@file] [--body] [--key-id ID] [--secret SECRET] [--url BASE] [--key-file PATH]
       parasol request --grpc METHOD PATH|RPC [--data JSON|@file] [--key-id ID] [--secret SECRET] [--grpc-url HOST:PORT] [--ca FILE]
  --data JSON|@file   the body, as text or from a file (sent byte for byte, and signed so)
  --body              print the answer's JSON body only (no status line or headers), to save or pipe it;
                      the exit code still says whether the call succeeded
  --key-id, --secret  the key (PARASOL_KEY_ID, PARASOL_SECRET); unset, the key file's
  --key-file PATH     the key parasol serve saved (default ${DEFAULT_KEY_FILE}, looked for from this folder up to the checkout's root)
  --url BASE          the server (PARASOL_URL; default the key file's, else http://127.0.0.1:$PORT)
  --grpc              call parasol.travel.v1.Travel instead (GET /api/v1/coach/cards?country=FR or the RPC name, Cards),
                      signing \${ts}.POST.\${methodPath}.\${requestBytes}; --grpc-url defaults to PARASOL_GRPC_URL, else 127.0.0.1:$GRPC_PORT (50051)
  -h, --help          this help`;

/** Signs one request with @parasol/client, as a partner's server would, sends it, prints status, headers and body. */
export async function runRequestCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: 'string', short: 'd' },
      body: { type: 'boolean', default: false },
      'key-id': { type: 'string', default: process.env.PARASOL_KEY_ID },
      secret: { type: 'string', default: process.env.PARASOL_SECRET },
      url: { type: 'string', default: process.env.PARASOL_URL },
      'key-file': { type: 'string' },
      grpc: { type: 'boolean', default: false },
      'grpc-url': { type: 'string', default: process.env.PARASOL_GRPC_URL },
      ca: { type: 'string', default: process.env.PARASOL_GRPC_TLS_CA },
    },
  });
  const [method, target] = positionals;
  if (values.grpc) return runGrpcRequest(positionals, values);
  const mistake: string | undefined = !method
    ? 'missing METHOD and PATH (such as GET /api/v1/travel/meta)'
    : !['GET', 'POST', 'DELETE'].includes(method.toUpperCase())
      ? `METHOD must be GET, POST or DELETE, not "${method}"`
      : !target
        ? `missing PATH after ${method} (such as /api/v1/travel/meta)`
        : undefined;
  if (mistake !== undefined || !method || !target) {
    process.stderr.write(`parasol request: ${mistake}\n\n${REQUEST_USAGE}\n`);
    return 2;
  }
  const key = await signingKeyOf(values);
  if (key === undefined) return 2;
  const { keyId, secret } = key;
  const base = values.url ?? key.url ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const body = (await requestText(values.data)) ?? '';
  const verb = method.toUpperCase() as 'GET' | 'POST' | 'DELETE';
  // No retry: the command shows exactly what the server answered to this one call.
  const client = new ParasolHttpClient({ baseUrl: base, keyId, secret, retry: { maxAttempts: 1 } });
  const pathname = new URL(target, base).pathname;
  const stores = Object.values(API_OPERATIONS).find((op) => op.method === verb && op.path === pathname)?.stores ?? true;
  let answer: ClientAnswer<unknown>;
  try {
    answer = await client.send(verb, target, body === '' ? undefined : body, stores);
  } catch (e) {
    if (!(e instanceof ParasolConnectionError)) throw e;
    const why = e.code === 'ECONNREFUSED' ? 'connection refused' : (e.code ?? 'no answer');
    process.stderr.write(`parasol request: nothing answers at ${e.url} (${why}). Is the server running? Start it with \`npm start\`, or pass --url.\n`);
    return 1;
  }
  if (!values.body) {
    process.stdout.write(`HTTP ${answer.status}\n`);
    for (const [name, value] of Object.entries(answer.headers)) process.stdout.write(`${name}: ${value}\n`);
    process.stdout.write('\n');
  }
  process.stdout.write(`${JSON.stringify(answer.body, null, 2)}\n`);
  return answer.ok ? 0 : 1;
}
