import { counterStoreContract } from '@parasol/conformance';
import { MemoryCounterStore } from '../src/index.js';

counterStoreContract('MemoryCounterStore', () => new MemoryCounterStore());
