import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { signRequest } from '@parasol/core';
import { DEFAULT_KEY_FILE, findKeyFile, readKeyFile } from '../compose/sandbox-key-file.js';
import { runGrpcRequest } from './grpc-travel-request.js';

export const REQUEST_USAGE = `usage: parasol request METHOD PATH [--data JSON|@file] [--key-id ID] [--secret SECRET] [--url BASE] [--key-file PATH]
       parasol request --grpc METHOD PATH|RPC [--data JSON|@file] [--key-id ID] [--secret SECRET] [--grpc-url HOST:PORT] [--ca FILE]
  --data JSON|@file   the body, as text or from a file (sent byte for byte, and signed so)
  --key-id, --secret  the key (PARASOL_KEY_ID, PARASOL_SECRET); unset, the key file's
  --key-file PATH     the key parasol serve saved (default ${DEFAULT_KEY_FILE}, looked for from this folder up to the checkout's root)
  --url BASE          the server (PARASOL_URL; default the key file's, else http://127.0.0.1:$PORT)
  --grpc              call parasol.travel.v1.Travel instead (GET /api/v1/coach/cards?country=FR or the RPC name, Cards),
                      signing \${ts}.POST.\${methodPath}.\${requestBytes}; --grpc-url defaults to PARASOL_GRPC_URL, else 127.0.0.1:$GRPC_PORT (50051)
  -h, --help          this help`;

/** Signs one request like a partner's server would, sends it, prints status, headers and body. */
export async function runRequestCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: 'string', short: 'd' },
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
  if (!method || !target || !['GET', 'POST'].includes(method.toUpperCase())) {
    process.stderr.write(`${REQUEST_USAGE}\n`);
    return 2;
  }
  const saved = await readKeyFile(values['key-file'] ?? findKeyFile());
  const keyId = values['key-id'] ?? saved?.keyId;
  const secret = values.secret ?? saved?.secret;
  if (!keyId || !secret) {
    process.stderr.write(`No key: pass --key-id and --secret, set PARASOL_KEY_ID and PARASOL_SECRET, or run \`npm start\` to write ${DEFAULT_KEY_FILE}.\n`);
    return 2;
  }
  const base = values.url ?? saved?.url ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const body = values.data === undefined ? '' : values.data.startsWith('@') ? await readFile(values.data.slice(1), 'utf8') : values.data;
  const url = new URL(target, base);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const verb = method.toUpperCase();
  const headers: Record<string, string> = {
    'x-svc-key-id': keyId,
    'x-svc-timestamp': timestamp,
    'x-svc-signature': signRequest(secret, { timestamp, method: verb, pathname: url.pathname, rawBody: Buffer.from(body, 'utf8') }),
  };
  if (body !== '') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: verb, headers, ...(body === '' ? {} : { body }) });
  } catch (e) {
    const code = ((e as Error).cause as NodeJS.ErrnoException | undefined)?.code;
    if (code !== 'ECONNREFUSED') throw e;
    process.stderr.write(`parasol request: nothing answers at ${url.origin} (connection refused). Is the server running? Start it with \`npm start\`, or pass --url.\n`);
    return 1;
  }
  const text = await response.text();
  process.stdout.write(`HTTP ${response.status} ${response.statusText}\n`);
  response.headers.forEach((value, name) => process.stdout.write(`${name}: ${value}\n`));
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: print as received.
  }
  process.stdout.write(`\n${pretty}\n`);
  return response.ok ? 0 : 1;
}
