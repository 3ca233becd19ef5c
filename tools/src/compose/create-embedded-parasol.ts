import { createParasol, type Clock, type FxRates, type Logger, type Parasol, type ParasolModule, type QuoteFunnel, type Random, type SubscriptionStore } from '@parasol/core';
import { defaultModules } from './default-modules.js';
import { CryptoRandom, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemorySubscriptionStore, SystemClock } from '@parasol/adapter-memory';
import { EmbeddedQuoteFunnel } from '@parasol/funnel-embedded';
import { StaticFxRates } from '@parasol/static-data';
import { funnelFromEnvironment } from './funnel-from-environment.js';

/** Where travellers reach this service when nothing says otherwise (`parasol serve`'s default address). */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

export interface EmbeddedOptions {
  /** 32-byte master key; generated per process when absent (the embedded default). */
  readonly masterKey?: Uint8Array;
  readonly clock?: Clock;
  readonly random?: Random;
  /** Exchange rates; the static rate set when absent. */
  readonly fx?: FxRates;
  /** 32-byte key of the qs_ session MACs; generated per process when absent. */
  readonly sessionSecret?: Uint8Array;
  readonly logger?: Logger;
  /**
   * The funnel links lead to. Absent: the external funnel PARASOL_FUNNEL_API_URL names, else the
   * embedded funnel, whose pages this service serves under `${publicUrl}/funnel`
   * (PARASOL_PUBLIC_URL, else DEFAULT_PUBLIC_URL).
   */
  readonly funnel?: (subscriptions: SubscriptionStore) => QuoteFunnel;
  readonly publicUrl?: string;
  /** Feature modules; defaults to pricing, links and the Coach on their default adapters (defaultModules). */
  readonly modules?: readonly ParasolModule[];
}

/**
 * The composition root of the embedded default: memory stores, the system clock, crypto
 * randomness, the embedded funnel. Deployments swap stores (MongoDB) and keep everything else.
 */
export function createEmbeddedParasol(options: EmbeddedOptions = {}): Parasol {
  const random = options.random ?? new CryptoRandom();
  const subscriptions = new MemorySubscriptionStore();
  const publicUrl = options.publicUrl ?? process.env.PARASOL_PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
  const external = options.funnel ?? funnelFromEnvironment();
  return createParasol({
    stores: {
      keys: new MemoryKeyStore(),
      partners: new MemoryPartnerStore(),
      counters: new MemoryCounterStore(),
      subscriptions,
      sales: new MemorySaleStore(),
    },
    clock: options.clock ?? new SystemClock(),
    random,
    masterKey: options.masterKey ?? random.bytes(32),
    ...(options.sessionSecret ? { sessionSecret: options.sessionSecret } : {}),
    fx: options.fx ?? new StaticFxRates(),
    funnel: external ? external(subscriptions) : new EmbeddedQuoteFunnel({ baseUrl: `${publicUrl.replace(/\/+$/, '')}/funnel`, subscriptions }),
    ...(options.logger ? { logger: options.logger } : {}),
    modules: options.modules ?? defaultModules(options.logger ? { logger: options.logger } : {}),
  });
}
