import { MemoryPayoutStore, MemorySaleStore } from '@parasol/adapter-memory';
import { payoutModel } from './payout-model.js';

payoutModel('memory stores', async () => ({ sales: new MemorySaleStore(), payouts: new MemoryPayoutStore() }), 200);
