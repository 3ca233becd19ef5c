import { keyStoreContract } from '@parasol/conformance';
import { MemoryKeyStore } from '../src/index.js';

keyStoreContract('MemoryKeyStore', () => new MemoryKeyStore());
