import 'reflect-metadata';
import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RANDOM, type Random } from '../ports/random.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { LOGGER, silentLogger, type Logger } from '../ports/logger.js';
import { Authenticate } from '../auth/authenticate.js';
import { KeyLifecycle } from '../auth/key-lifecycle.js';
import { SecretBox } from '../auth/secret-box.js';
import { SECRET_BOX } from '../auth/tokens.js';
import { RateLimits } from '../limits/rate-limits.js';
import { PartnerAccounts } from '../partners/partner-accounts.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { IssueLiveKey } from '../partners/issue-live-key.js';
import { GetMeta } from '../reference/get-meta.js';
import { HandleCall } from './handle-call.js';
import { OPERATION, type Operation } from './operation.js';
import type { Answer, SignedCall } from './signed-call.js';
import { ParasolClient, type Credentials } from './parasol-client.js';
import { applyBootstrap, type BootstrapReport } from './bootstrap.js';

/**
 * A feature module: binds its ports and operations into the container. Pricing and the Coach
 * are modules, so an embedding app composes exactly what it provides ports for.
 */
export type ParasolModule = (bind: <T>(token: ServiceIdentifier<T>) => BindingTarget<T>) => void;
export interface BindingTarget<T> {
  toConstantValue(value: T): void;
  to(constructor: new (...args: never[]) => T): void;
}

export interface ParasolOptions {
  readonly stores: { readonly keys: KeyStore; readonly partners: PartnerStore; readonly counters: CounterStore };
  readonly clock: Clock;
  readonly random: Random;
  /** 32 bytes; signing secrets are sealed under it (AES-256-GCM). */
  readonly masterKey: Uint8Array;
  readonly logger?: Logger;
  readonly modules?: readonly ParasolModule[];
}

/**
 * The embedding facade. `handle` runs one signed call through the pipeline every transport uses
 * (REST included); `client` signs calls in-process; `admin` manages partners and keys.
 */
export interface Parasol {
  handle(call: SignedCall): Promise<Answer>;
  client(credentials: Credentials): ParasolClient;
  readonly operations: readonly Pick<Operation, 'id' | 'method' | 'path' | 'scope' | 'bucket'>[];
  readonly admin: {
    readonly partners: PartnerAccounts;
    readonly keys: KeyLifecycle;
    readonly issueLiveKey: IssueLiveKey;
    readonly activity: PartnerActivity;
    bootstrap(document: unknown): Promise<BootstrapReport>;
  };
}

export function createParasol(options: ParasolOptions): Parasol {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(KEY_STORE).toConstantValue(options.stores.keys);
  container.bind(PARTNER_STORE).toConstantValue(options.stores.partners);
  container.bind(COUNTER_STORE).toConstantValue(options.stores.counters);
  container.bind(CLOCK).toConstantValue(options.clock);
  container.bind(RANDOM).toConstantValue(options.random);
  container.bind(LOGGER).toConstantValue(options.logger ?? silentLogger);
  container.bind(SECRET_BOX).toConstantValue(new SecretBox(options.masterKey));
  const services: Newable[] = [Authenticate, KeyLifecycle, RateLimits, PartnerAccounts, PartnerActivity, IssueLiveKey, HandleCall];
  for (const service of services) container.bind(service).toSelf();
  container.bind(OPERATION).to(GetMeta);
  for (const module of options.modules ?? []) module((token) => container.bind(token) as never);

  const pipeline = container.get(HandleCall);
  const handle = (call: SignedCall) => pipeline.run(call);
  const partners = container.get(PartnerAccounts);
  const keys = container.get(KeyLifecycle);
  return {
    handle,
    client: (credentials) => new ParasolClient(handle, credentials, options.clock, options.random),
    operations: pipeline.operations.map(({ id, method, path, scope, bucket }) => ({ id, method, path, scope, bucket })),
    admin: {
      partners,
      keys,
      issueLiveKey: container.get(IssueLiveKey),
      activity: container.get(PartnerActivity),
      bootstrap: (document) => applyBootstrap(document, { partners, keys, store: options.stores.partners }),
    },
  };
}
