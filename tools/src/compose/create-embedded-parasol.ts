import { createParasol, type Clock, type FxRates, type Logger, type Parasol, type ParasolModule, type Random } from '@parasol/core';
import { defaultModules } from './default-modules.js';
import { CryptoRandom, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, SystemClock } from '@parasol/adapter-memory';
import { StaticFxRates } from '@parasol/static-data';

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
  /** Feature modules; defaults to pricing and the Coach on their default adapters (defaultModules). */
  readonly modules?: readonly ParasolModule[];
}

/**
 * The composition root of the embedded default: memory stores, the system clock, crypto
 * randomness. Deployments swap stores (MongoDB) and keep everything else.
 */
export function createEmbeddedParasol(options: EmbeddedOptions = {}): Parasol {
  const random = options.random ?? new CryptoRandom();
  return createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore() },
    clock: options.clock ?? new SystemClock(),
    random,
    masterKey: options.masterKey ?? random.bytes(32),
    ...(options.sessionSecret ? { sessionSecret: options.sessionSecret } : {}),
    fx: options.fx ?? new StaticFxRates(),
    ...(options.logger ? { logger: options.logger } : {}),
    modules: options.modules ?? defaultModules(),
  });
}
