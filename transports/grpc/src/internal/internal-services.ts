import type { ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import type { Logger, Parasol } from '@parasol/core';

export interface InternalService {
  readonly name: string;
  readonly definition: ServiceDefinition;
  readonly implementation: UntypedServiceImplementation;
}

export interface InternalServicesOptions {
  readonly parasol: Parasol;
  readonly adminToken: string;
  readonly logger: Logger;
}

export const internalServices = (_options: InternalServicesOptions): InternalService[] => [];
