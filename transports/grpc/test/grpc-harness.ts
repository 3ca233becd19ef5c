import { createParasol, pricingModule, type Parasol } from '@parasol/core';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemorySubscriptionStore } from '@parasol/adapter-memory';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { StaticFxRates } from '@parasol/static-data';
import { startGrpcServer, TravelClient, type GrpcServerOptions, type RunningGrpcServer } from '../src/index.js';

export interface GrpcHarness {
  readonly parasol: Parasol;
  readonly server: RunningGrpcServer;
  readonly client: TravelClient;
  readonly clock: ManualClock;
  readonly key: { readonly keyId: string; readonly secret: string };
  close(): Promise<void>;
}

/** A gRPC server on 127.0.0.1 over memory stores with sandbox pricing, and a sandbox key ready. */
export async function startHarness(options: Omit<GrpcServerOptions, 'parasol'> = {}): Promise<GrpcHarness> {
  const random = new CryptoRandom();
  const clock = new ManualClock(Date.now());
  const parasol = createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), subscriptions: new MemorySubscriptionStore(), sales: new MemorySaleStore() },
    clock,
    random,
    masterKey: random.bytes(32),
    fx: new StaticFxRates(),
    modules: [pricingModule({ sandbox: sandboxPricingSource(), live: sandboxPricingSource() })],
  });
  await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000 });
  const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'acme', burstPerMinute: 10_000 });
  if (!key.ok) throw new Error('harness key');
  const server = await startGrpcServer({ parasol, ...options });
  const client = new TravelClient(server.address, server.tls ? { ...(options.tls ? { ca: options.tls.cert } : {}) } : false);
  return {
    parasol,
    server,
    client,
    clock,
    key: key.value,
    close: async () => {
      client.close();
      await server.close();
    },
  };
}
