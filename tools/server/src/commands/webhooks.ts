import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { ParasolConnectionError, ParasolHttpClient, verifyWebhook, WebhookVerificationError, type TypedWebhookEvent, type WebhookEndpointRequest } from '@parasol/client';
import { DEFAULT_KEY_FILE } from '../compose/sandbox-key-file.js';
import type { CommandIo } from './grpc-request.js';
import { requestText, signingKeyOf } from './signing-key.js';

export const WEBHOOKS_USAGE = `usage: parasol webhooks listen --forward-to URL [--events TYPES] [--port N] [--key-id ID] [--secret SECRET] [--url BASE] [--key-file PATH]
       parasol webhooks verify --secret whsec_… --payload JSON|@file (--header 'NAME: VALUE')… | --headers JSON|@file

listen      registers a sandbox webhook endpoint for the CLI's key on a port it opens on 127.0.0.1,
            verifies each delivery (Standard Webhooks), forwards it unchanged (body and webhook-*
            headers) to --forward-to, answers the sender with the forward's status, and prints one
            line per event; the endpoint is deleted again on exit (Ctrl-C). The server must allow
            loopback sandbox endpoints: start it with PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1.
  --forward-to URL    where each verified delivery is POSTed (your local receiver)
  --events TYPES      comma-separated event types, or * (default *)
  --port N            the port to receive on (default: a free one)
  --key-id, --secret  the sandbox key (PARASOL_KEY_ID, PARASOL_SECRET); unset, the key file's
  --key-file PATH     the key parasol serve saved (default ${DEFAULT_KEY_FILE})
  --url BASE          the server (PARASOL_URL; default the key file's, else http://127.0.0.1:$PORT)

verify      checks one delivery with the endpoint's secret: prints "valid: TYPE ID" (exit 0) or
            "invalid: REASON" (exit 1). A delivery older than 5 minutes is refused as such.
  --secret whsec_…    the endpoint's signing secret (PARASOL_WEBHOOK_SECRET)
  --payload JSON|@file  the raw body, as text or from a file (byte for byte)
  --header 'NAME: VALUE'  webhook-id, webhook-timestamp and webhook-signature, repeated
  --headers JSON|@file  the same as one JSON object
  -h, --help          this help`;

/** The largest delivery the listener reads (the sender's bodies are far smaller). */
const MAX_BODY_BYTES = 1024 * 1024;
/** How long a forward may take: the sender gives up after 10 s, so the listener answers before. */
const FORWARD_TIMEOUT_MS = 9_000;
const FORWARDED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `parasol webhooks listen|verify`: the exit code, or -1 while listen runs (it ends on SIGINT/SIGTERM). */
export async function runWebhooksCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') return runVerify(rest, io);
  if (sub === 'listen') {
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      return await listenForWebhooks(rest, io, stop.signal);
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
  throw new UsageError(sub === undefined ? 'missing listen or verify' : `unknown subcommand ${sub}: listen or verify`);
}

/** What the listener tells its caller once the endpoint exists (tests wait for it). */
export interface ListenReady {
  readonly endpointId: string;
  readonly receiveUrl: string;
}

/**
 * Registers the endpoint, receives, verifies and forwards until `stop` aborts, then deletes the
 * endpoint: 0 after a clean stop, 1 when the endpoint could not be registered.
 */
export async function listenForWebhooks(argv: readonly string[], io: CommandIo, stop: AbortSignal, onReady?: (ready: ListenReady) => void): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'forward-to': { type: 'string' },
      events: { type: 'string', default: '*' },
      port: { type: 'string', default: '0' },
      'key-id': { type: 'string', default: io.env.PARASOL_KEY_ID },
      secret: { type: 'string', default: io.env.PARASOL_SECRET },
      url: { type: 'string', default: io.env.PARASOL_URL },
      'key-file': { type: 'string' },
    },
  });
  const forwardTo = values['forward-to'];
  if (forwardTo === undefined || URL.parse(forwardTo) === null) throw new UsageError('--forward-to URL is required: where each delivery is forwarded (such as http://localhost:3000/webhooks)');
  if (!/^\d{1,5}$/.test(values.port)) throw new UsageError(`--port must be a port number, not ${values.port}`);
  const key = await signingKeyOf(values);
  if (key === undefined) return 2;
  if (!key.keyId.startsWith('ak_test_')) throw new UsageError('listen registers a sandbox endpoint: use a sandbox key (ak_test_…)');
  const base = values.url ?? key.url ?? `http://127.0.0.1:${io.env.PORT ?? '8080'}`;
  const api = new ParasolHttpClient({ baseUrl: base, keyId: key.keyId, secret: key.secret, retry: { maxAttempts: 1 } });

  let secret = '';
  const server = createServer((req, res) => {
    receive(req, res, secret, forwardTo, io).catch((e: unknown) => {
      io.err.write(`parasol webhooks listen: ${(e as Error).message}\n`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(values.port), '127.0.0.1', resolve));
  const receiveUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  let created;
  try {
    created = await api.createWebhookEndpoint({ url: receiveUrl, events: values.events.split(',').map((t) => t.trim()) as WebhookEndpointRequest['events'], description: 'parasol webhooks listen' });
  } catch (e) {
    await close();
    if (!(e instanceof ParasolConnectionError)) throw e;
    io.err.write(`parasol webhooks listen: nothing answers at ${e.url}. Is the server running? Start it with \`npm start\`, or pass --url.\n`);
    return 1;
  }
  if (!created.ok) {
    await close();
    io.err.write(`parasol webhooks listen: the server refused the endpoint: ${created.code}: ${created.body.detail ?? ''}\n`);
    return 1;
  }
  secret = created.body.secret;
  const endpointId = created.body.id;
  // The secret is shown here, once, for the receiver you forward to: it verifies the deliveries it gets with it.
  io.out.write(`Ready: endpoint ${endpointId} receives sandbox events at ${receiveUrl} and forwards them to ${forwardTo}\nSigning secret: ${secret}\n(Ctrl-C to stop and delete the endpoint)\n`);
  onReady?.({ endpointId, receiveUrl });

  if (!stop.aborted) await new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve(), { once: true }));
  const deleted = await api.deleteWebhookEndpoint({ id: endpointId }).then(
    (answer) => answer.ok,
    () => false,
  );
  await close();
  if (!deleted) {
    io.err.write(`parasol webhooks listen: could not delete endpoint ${endpointId}; delete it with DELETE /api/v1/webhooks/endpoints/${endpointId}\n`);
    return 1;
  }
  io.out.write(`Stopped: endpoint ${endpointId} deleted\n`);
  return 0;
}

/** One delivery: read (capped), verified, forwarded, answered with the forward's status, told in one line. */
async function receive(req: IncomingMessage, res: ServerResponse, secret: string, forwardTo: string, io: CommandIo): Promise<void> {
  const answer = (status: number): void => void res.writeHead(status, { 'content-type': 'text/plain' }).end();
  const body = await readCapped(req);
  if (body === undefined) return answer(413);
  let event: TypedWebhookEvent;
  try {
    event = verifyWebhook(body, req.headers as Record<string, string>, secret);
  } catch (e) {
    if (!(e instanceof WebhookVerificationError)) throw e;
    io.out.write(`${new Date().toISOString()}  refused  ${e.message} (not forwarded)\n`);
    return answer(400);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of FORWARDED_HEADERS) headers[name] = String(req.headers[name]);
  let status: number;
  let outcome: string;
  try {
    const forwarded = await fetch(forwardTo, { method: 'POST', headers, body: new Uint8Array(body), redirect: 'manual', signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) });
    await forwarded.arrayBuffer();
    status = forwarded.status;
    outcome = String(forwarded.status);
  } catch (e) {
    status = 502;
    outcome = `failed (${(e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name})`;
  }
  io.out.write(`${event.createdAt}  ${event.type}  ${event.id}  → ${outcome} POST ${forwardTo}\n`);
  answer(status >= 200 && status < 300 ? 200 : 502);
}

const readCapped = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** `parasol webhooks verify`: one delivery against a secret. */
async function runVerify(argv: readonly string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      secret: { type: 'string', default: io.env['PARASOL_WEBHOOK_SECRET'] },
      payload: { type: 'string' },
      header: { type: 'string', multiple: true },
      headers: { type: 'string' },
    },
  });
  if (values.secret === undefined || !values.secret.startsWith('whsec_')) throw new UsageError('--secret whsec_… is required (or PARASOL_WEBHOOK_SECRET): the endpoint\'s signing secret');
  const payload = await requestText(values.payload);
  if (payload === undefined) throw new UsageError('--payload JSON|@file is required: the raw body as received');
  const headers: Record<string, string> = {};
  const fromJson = await requestText(values.headers);
  if (fromJson !== undefined) {
    const parsed: unknown = JSON.parse(fromJson);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--headers must be a JSON object of header names and values');
    for (const [name, value] of Object.entries(parsed)) headers[name.toLowerCase()] = String(value);
  }
  for (const line of values.header ?? []) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header must be 'NAME: VALUE', not ${line}`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  try {
    const event = verifyWebhook(payload, headers, values.secret);
    io.out.write(`valid: ${event.type} ${event.id} (partner ${event.partner}, ${event.mode}, created ${event.createdAt})\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof WebhookVerificationError)) throw e;
    io.out.write(`invalid: ${e.message}\n`);
    return 1;
  }
}
