import { ContainerModule, type Newable } from 'inversify';
import { Authenticate } from '../auth/authenticate.js';
import { KeyLifecycle } from '../auth/key-lifecycle.js';
import { RateLimits } from '../limits/rate-limits.js';
import { PartnerAccounts } from '../partners/partner-accounts.js';
import { PartnerActivity } from '../partners/partner-activity.js';
import { IssueLiveKey } from '../partners/issue-live-key.js';
import { GetMeta } from '../meta/get-meta.js';
import { SessionTokens } from '../sessions/session-tokens.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import { ReportFunnelSale } from '../funnel/report-funnel-sale.js';
import { SweepValidations } from '../ledger/sweep-validations.js';
import { HandleCall } from './handle-call.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { OPERATION } from '../contract/operation.js';

/**
 * The request pipeline and what every composition serves (GET /meta, partners, keys), plus the
 * admin services of the stores given: subscriptions move forward (and an external funnel reports
 * its sales) when there is a subscription store, the ledger is swept when there is a sale store.
 */
export const apiModule = (stores: { readonly subscriptions?: unknown; readonly sales?: unknown }): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const services: Newable[] = [Authenticate, KeyLifecycle, RateLimits, PartnerAccounts, PartnerActivity, IssueLiveKey, SessionTokens, IdempotencyKeys, HandleCall];
    if (stores.subscriptions) services.push(AdvanceSubscription, ReportFunnelSale);
    if (stores.sales) services.push(SweepValidations);
    for (const service of services) bind(service).toSelf();
    bind(OPERATION).to(GetMeta);
  });
