import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { PayoutEngine } from './payout-engine.js';
import { ListPayouts, ReadPayout } from './read-payouts.js';

/**
 * Binds the partners' payout reads (GET /api/v1/ledger/payouts, /payouts/{payoutId}) and the
 * payout engine operations tooling runs. Needs createParasol's `stores.payouts` and
 * `stores.settlements` (the sale store's payout queue) besides the sale store.
 */
export const payoutsModule = (): ParasolModule => (bind) => {
  bind(OPERATION).to(ListPayouts);
  bind(OPERATION).to(ReadPayout);
  bind(PayoutEngine).toSelf().inSingletonScope();
};
