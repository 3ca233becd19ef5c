import type { ContainerModuleLoadOptions } from 'inversify';

/**
 * A feature module: binds its own ports and operations with inversify's `bind`, and createParasol
 * loads it as a ContainerModule of the one container. Pricing, links, the ledger and the Coach are
 * feature modules, so an embedding app composes exactly what it provides ports for. Services
 * several modules share (stores, FX rates, session tokens, the funnel) are createParasol's, never
 * a module's, so two modules never bind the same token.
 */
export type ParasolModule = (bind: ContainerModuleLoadOptions['bind']) => void;
