import { counterStoreContract } from '@parasol/port-contracts';
import { MemoryCounterStore } from '../src/index.js';

counterStoreContract('MemoryCounterStore', () => new MemoryCounterStore());
