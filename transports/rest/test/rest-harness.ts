import { StaticFxRates } from '@parasol/static-data';
import { createParasol, signRequest, type Parasol, type ParasolModule } from '@parasol/core';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore } from '@parasol/adapter-memory';
import { startRestServer, type RestOptions, type RunningServer } from '../src/index.js';

export interface RestHarness {
  readonly parasol: Parasol;
  readonly server: RunningServer;
  readonly clock: ManualClock;
  readonly keyId: string;
  readonly secret: string;
  close(): Promise<void>;
}

/** A real REST server on 127.0.0.1 over memory stores, with a sandbox key ready. */
export async function startHarness(modules: ParasolModule[] = [], rest: Omit<RestOptions, 'parasol'> = {}): Promise<RestHarness> {
  const random = new CryptoRandom();
  const clock = new ManualClock(Date.now());
  const parasol = createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore() },
    clock,
    random,
    masterKey: random.bytes(32),
    // Shared services are createParasol's (a module never binds them); rates for the pricing module.
    fx: new StaticFxRates(),
    modules,
  });
  await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000 });
  const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'acme' });
  if (!key.ok) throw new Error('harness key');
  const server = await startRestServer({ parasol, ...rest });
  return { parasol, server, clock, keyId: key.value.keyId, secret: key.value.secret, close: () => server.close() };
}

export interface SendOptions {
  readonly body?: string;
  readonly keyId?: string;
  readonly secret?: string;
  readonly timestamp?: string;
  readonly signedPath?: string;
  readonly signature?: string;
  readonly headers?: Record<string, string>;
}

/** Sends a request signed like a partner's server would (or deliberately not, per options). */
export async function send(h: RestHarness, method: string, target: string, options: SendOptions = {}): Promise<Response> {
  const url = new URL(target, h.server.url);
  const body = options.body ?? '';
  const timestamp = options.timestamp ?? String(Math.floor(h.clock.now() / 1000));
  const signature =
    options.signature ??
    signRequest(options.secret ?? h.secret, { timestamp, method, pathname: options.signedPath ?? url.pathname, rawBody: Buffer.from(body) });
  return fetch(url, {
    method,
    headers: {
      'x-svc-key-id': options.keyId ?? h.keyId,
      'x-svc-timestamp': timestamp,
      'x-svc-signature': signature,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(body ? { body } : {}),
  });
}
