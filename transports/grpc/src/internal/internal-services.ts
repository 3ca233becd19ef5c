import type { CheckoutFlows, Logger, Parasol } from '@parasol/core';
import { adminService } from './admin-service.js';
import { adminTokenCheck } from './admin-token.js';
import { funnelService } from './funnel-service.js';
import type { InternalService } from './internal-call.js';
import { ledgerService } from './ledger-service.js';

export type { InternalService } from './internal-call.js';

export interface InternalServicesOptions {
  readonly parasol: Parasol;
  readonly adminToken: string;
  readonly logger: Logger;
  /** Live checkout (the traveller flows'), for Funnel.CancelSubscription. */
  readonly checkout?: Pick<CheckoutFlows, 'cancel'>;
}

/**
 * Admin, and Funnel and Ledger when the composition has their stores, all behind the admin token.
 * A partner key is never looked at here: the internal services do not go through the pipeline.
 */
export const internalServices = (options: InternalServicesOptions): InternalService[] => {
  const guard = { authorized: adminTokenCheck(options.adminToken), logger: options.logger };
  const { subscriptions, ledger } = options.parasol.admin;
  return [
    adminService(options.parasol, guard),
    ...(subscriptions ? [funnelService(subscriptions, options.checkout, guard)] : []),
    ...(ledger ? [ledgerService(ledger, guard, options.parasol.admin.payouts)] : []),
  ];
};
