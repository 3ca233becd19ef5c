import type { ServiceIdentifier } from 'inversify';

/**
 * A feature module: binds its own ports and operations into the container. Pricing and the Coach
 * are modules, so an embedding app composes exactly what it provides ports for. Services several
 * modules share (stores, FX rates, session tokens, the funnel) are createParasol's, never a
 * module's, so two modules never bind the same token.
 */
export type ParasolModule = (bind: <T>(token: ServiceIdentifier<T>) => BindingTarget<T>) => void;
export interface BindingTarget<T> {
  toConstantValue(value: T): void;
  to(constructor: new (...args: never[]) => T): void;
}
