import { checkoutStoreContract } from '@parasol/port-contracts';
import { MemoryCheckoutStore } from '../src/index.js';

checkoutStoreContract('MemoryCheckoutStore', () => new MemoryCheckoutStore());
