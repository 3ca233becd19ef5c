import { subscriptionStoreContract } from '@parasol/port-contracts';
import { MemorySubscriptionStore } from '../src/index.js';

subscriptionStoreContract('MemorySubscriptionStore', () => new MemorySubscriptionStore());
