import { keyStoreContract } from '@parasol/port-contracts';
import { MemoryKeyStore } from '../src/index.js';

keyStoreContract('MemoryKeyStore', () => new MemoryKeyStore());
