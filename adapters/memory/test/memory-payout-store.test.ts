import { payoutStoreContract, settlementQueueContract } from '@parasol/port-contracts';
import { MemoryPayoutStore, MemorySaleStore } from '../src/index.js';

payoutStoreContract('MemoryPayoutStore', () => new MemoryPayoutStore());
settlementQueueContract('MemorySaleStore', () => new MemorySaleStore());
