import { saleStoreContract } from '@parasol/port-contracts';
import { MemorySaleStore } from '../src/index.js';

saleStoreContract('MemorySaleStore', () => new MemorySaleStore());
